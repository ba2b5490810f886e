/**
 * A Chrome public key made for these tests (its private half was thrown away). Chromium 156 loads
 * a build carrying it as extension `gmapdhpjiihkknabmgnmcbhkpnkooaig`, whose
 * `identity.getRedirectURL()` is `https://gmapdhpjiihkknabmgnmcbhkpnkooaig.chromiumapp.org/`
 * (checked by hand and by `test/e2e/redirect-urls.e2e.test.ts`).
 */
export const TEST_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA14sJ09/zhWlZp6qq00VwMGHs/5erZFHS7yt7QwMny4JAHsap3oUlZTf2f1JVr91nJDWOKeDdtHwi2u12OK3NojEBqj9wlbxo9gr10enueje/7AuooiNZF5Ewtf4nRG0dIWO+sCFbOq9A7Do3d7AQ8LwzS4SrZpriyNGLsjO9WuLOUwyMeq6pk/3bVqyqz9awf2e1QsD72ACbHlQNaFd+uKPe22Z/UOxLqj8nFtmsQ+fqWfJkejwZUQLG5+aHqmlXUnCH4PIm43dn6o2sZNwSUBuHgtGlbZxk/PYbFiry+oBL4YiAP2oi67ag11OVww7XmSt1A7bfAVwBDaJ9AktxWQIDAQAB';

/** The Chrome extension id of `TEST_PUBLIC_KEY`, as Chromium gives it. */
export const TEST_CHROME_ID = 'gmapdhpjiihkknabmgnmcbhkpnkooaig';

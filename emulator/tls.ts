import { generate } from 'selfsigned';

/** A key and certificate, PEM-encoded, for `node:https`. */
export interface TlsCredentials {
  key: string;
  cert: string;
}

/**
 * Names the emulator answers to: the API on 127.0.0.1 or localhost, published sites at
 * `{shortName}.localhost`, the Designer stand-in at `{shortName}.design.localhost` and the object
 * store at `objects.localhost`.
 */
export const TLS_HOST_NAMES = [
  'localhost',
  '*.localhost',
  'objects.localhost',
  '*.design.localhost',
];

/**
 * A fresh self-signed certificate for every name the emulator serves, made at start-up so no key
 * is ever committed. Browsers must be told to accept it (the end-to-end tests do).
 */
export async function selfSignedCredentials(): Promise<TlsCredentials> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...TLS_HOST_NAMES.map((value) => ({ type: 2 as const, value })),
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

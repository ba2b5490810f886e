const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text that is safe inside `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and
 * U+2029 become `\uXXXX` escapes, so `</script>` or `<!--` in a value cannot end the script
 * element. `JSON.parse` of the result gives back the same value. Throws like `JSON.stringify` on
 * cycles and BigInt.
 */
export function serializeJsonLdForHtml(value: unknown, indent?: number): string {
  const json = JSON.stringify(value, null, indent);
  if (json === undefined) throw new TypeError('The value has no JSON form.');
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

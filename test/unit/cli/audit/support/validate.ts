/**
 * Validators the audit's tests share: SARIF against its 2.1.0 structure (ajv, which the toolchain
 * already installs) and JUnit XML with a strict XML parser (sax, likewise).
 */
import Ajv from 'ajv';
import { createRequire } from 'node:module';
import { SARIF_STRUCTURE } from './sarif-structure';

const ajv = new Ajv({ allErrors: true });
const validateSarifStructure = ajv.compile(SARIF_STRUCTURE);

/** The SARIF log's structural errors (empty when it is valid). */
export function sarifErrors(log: unknown): string[] {
  if (validateSarifStructure(log)) return [];
  return (validateSarifStructure.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

interface SaxTag {
  name: string;
  attributes: Record<string, string>;
}
interface SaxParser {
  onerror: (error: Error) => void;
  onopentag: (tag: SaxTag) => void;
  onclosetag: (name: string) => void;
  ontext: (text: string) => void;
  write(xml: string): SaxParser;
  close(): void;
  resume(): void;
  error: Error | null;
}
const sax = createRequire(import.meta.url)('sax') as { parser(strict: boolean): SaxParser };

/** An XML element as parsed. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

// XML 1.0's Char production: anything else may not appear in a document, even escaped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Parses `xml` strictly; throws on the first well-formedness error. */
export function parseXml(xml: string): XmlElement {
  if (NOT_XML_CHAR.test(xml)) throw new Error('A character XML 1.0 does not allow');
  const parser = sax.parser(true);
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const errors: string[] = [];
  parser.onerror = (e) => {
    errors.push(e.message.split('\n')[0]!);
    parser.error = null;
    parser.resume();
  };
  parser.onopentag = (tag) => {
    const el: XmlElement = { name: tag.name, attributes: tag.attributes, children: [], text: '' };
    stack.at(-1)!.children.push(el);
    stack.push(el);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => void (stack.at(-1)!.text += text);
  parser.write(xml).close();
  if (errors.length > 0) throw new Error(`Not well-formed XML: ${errors.join('; ')}`);
  return root.children[0]!;
}

/** Every descendant of `el` named `name`. */
export function elements(el: XmlElement, name: string): XmlElement[] {
  return el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...elements(c, name)]);
}

/**
 * Finds text an editor would read that does not go through `t`. In components: JSX text, and any
 * string that reads like text (capitalised, or words with punctuation) outside the attributes that
 * hold code (`class`, `data-*`, `role`…). In the listed library modules: any string of two or more
 * words. Arguments of `t(...)`/`plural(...)` are keys, not text. Returns "file:line text" items.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const CODE_ATTRIBUTES =
  /^(class|className|type|role|id|href|src|key|name|for|htmlFor|method|autocomplete|inputMode|rel|target|lang|dir|accept|spellcheck|tabIndex|aria-(controls|labelledby|describedby|live|haspopup|orientation|current|sort|expanded|selected|checked|pressed|hidden|busy|modal|invalid|required|level|multiselectable|atomic|relevant|autocomplete|owns|activedescendant)|data-[\w-]+)$/;
const TWO_WORDS = /(?<![A-Za-z])[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/;
const readsLikeText = (s: string) => {
  const text = s.trim();
  return (
    /^[A-Z][a-z]+/.test(text) ||
    (/(?<![A-Za-z])[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text) && /[.…?!,:;’]/.test(text))
  );
};

const isKeyOfT = (node: ts.Node) => {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    ['t', 'plural'].includes(call.expression.text)
  );
};

const inCodeAttribute = (node: ts.Node) => {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isJsxAttribute(n)) return CODE_ATTRIBUTES.test(n.name.getText());
    if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n) || ts.isBlock(n)) return false;
  }
  return false;
};

const isComparedCode = (node: ts.Node) =>
  ts.isCaseClause(node.parent) ||
  (ts.isBinaryExpression(node.parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      node.parent.operatorToken.kind,
    ));

const skipped = (node: ts.Node) =>
  isKeyOfT(node) ||
  isComparedCode(node) ||
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isLiteralTypeNode(node.parent) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node) ||
  ts.isElementAccessExpression(node.parent) ||
  inCodeAttribute(node);

/** Untranslated text in `file`; `strict` reports every string of two words or more. */
export function untranslated(file: string, strict: boolean): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${text.trim().slice(0, 60)}`);
  };
  const isText = (text: string) => (strict ? TWO_WORDS.test(text) : readsLikeText(text));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) report(node, node.text);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !skipped(node)) {
      if (isText(node.text)) report(node, node.text);
    }
    if (ts.isTemplateExpression(node) && !skipped(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' x ');
      if (isText(parts)) report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

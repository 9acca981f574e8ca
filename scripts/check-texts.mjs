// The portal's texts and directions (issue 28, decision 026). Fails on:
// - a text written into the web app's code instead of taken from the catalogues (JSX text, a text
//   attribute such as aria-label or placeholder, a label in an object, a toast): a file listed in
//   scripts/texts-pending.json may keep at most the count it is listed with, while its texts move;
// - a text in one language's catalogue and not in the other, a Dhivehi text without its review status in
//   dv.status.json, a text that is not valid ICU MessageFormat, a translation that drops or invents a
//   `{value}` of the English text;
// - a message the API answers with (an error helper's message or field error, written as a string) that the
//   `validation` area does not have: the screens show those in the reader's language by their English text;
// - a physical direction in a class name (ml-, pr-, left-, text-right...): layouts use the logical ones
//   (ms-, pe-, start-, text-end...), which mirror in Dhivehi.
// `--update` lowers the pending counts to what is left (never raises them).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(root, 'apps/web/src');
const SERVER = join(root, 'apps/server/src');
const LOCALES = join(root, 'packages/shared/src/locales');
const PENDING = join(root, 'scripts/texts-pending.json');

/** Attributes and object keys whose string is shown to people (or read out to them). */
const TEXT_NAME =
  /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|caption|message|description|heading|empty|loading|what|failure|text|hint)$|(Label|Message|Text|Placeholder|Title|Verb)$/;
/** Calls whose first argument is shown to people. */
const TEXT_CALLS = /^(toast(\.(success|error|warning|info|message|loading))?|window\.confirm|confirm|alert)$/;
const HAS_WORD = /\p{L}{2,}/u;
/** The shared rules' English labels and messages (ROLE_LABELS, SHOP_MESSAGES...). */
const SHARED_TEXTS = /(^|_)(LABELS|MESSAGES|TEXT)$/;
/** A shared rule's single English text (PHONE_HINT). */
const SHARED_TEXT = /^[A-Z][A-Z0-9_]*_(HINT|TEXT|MESSAGE|LABEL)$/;
const PHYSICAL_CLASS =
  /(?<![\w-])(?:[\w-]+:)*-?(?:(?:m|p|scroll-m|scroll-p)[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|inset-[lr])(?:-[\w./[\]%]+)?(?![\w-])|(?<![\w-])(?:[\w-]+:)*(?:text|float|clear)-(?:left|right)(?![\w-])/g;

/**
 * The file's texts written in code (a string in `keys`, naming a catalogue text or being a message the
 * catalogues translate by its English text, is not one), and its
 * class names with a physical direction, each with its line.
 */
export function findInSource(source, keys = new Set()) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  const texts = [];
  const physical = [];
  const textAt = (node, text) => texts.push({ line: node.loc.start.line, text: text.trim() });
  const isText = (value) => typeof value === 'string' && HAS_WORD.test(value) && !keys.has(value);

  /** A string the expression shows: itself, or either branch of a condition, or the right of && / ??. */
  function shownStrings(node) {
    if (!node) return [];
    if (node.type === 'StringLiteral') return [node];
    // A shared rule's English label or message shown as it is (translateMessage() gives it in the page's language).
    if (node.type === 'MemberExpression' && SHARED_TEXTS.test(node.object.name ?? '')) return [node];
    if (node.type === 'Identifier' && SHARED_TEXT.test(node.name)) return [node];
    // A template shows its own words and whatever words its values show (`${on ? 'Deactivate' : 'Activate'} ${name}`).
    if (node.type === 'TemplateLiteral')
      return [
        ...(node.quasis.some((q) => isText(q.value.cooked)) ? [node] : []),
        ...node.expressions.flatMap((expression) => shownStrings(expression)),
      ];
    if (node.type === 'ConditionalExpression')
      return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
    if (node.type === 'LogicalExpression') return [...shownStrings(node.left), ...shownStrings(node.right)];
    return [];
  }
  const stringOf = (node) =>
    node.type === 'StringLiteral'
      ? node.value
      : node.type === 'MemberExpression'
        ? `${node.object.name}[...] (wrap it in translateMessage)`
        : node.type === 'Identifier'
          ? `${node.name} (wrap it in translateMessage)`
          : node.quasis.map((q) => q.value.cooked).join('{}');

  const calleeName = (callee) =>
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && !callee.computed
        ? `${calleeName(callee.object)}.${callee.property.name}`
        : '';

  function visit(node, parent) {
    if (!node || typeof node.type !== 'string') return;
    switch (node.type) {
      case 'JSXText':
        if (isText(node.value)) textAt(node, node.value);
        break;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
          for (const shown of shownStrings(node.expression))
            if (isText(stringOf(shown))) textAt(shown, stringOf(shown));
        break;
      case 'JSXAttribute': {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!TEXT_NAME.test(name)) break;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const shown of shownStrings(value)) {
          // loading="lazy" asks the browser to wait; it is no text.
          if (name === 'loading' && /^(lazy|eager)$/.test(stringOf(shown))) continue;
          if (isText(stringOf(shown))) textAt(shown, stringOf(shown));
        }
        break;
      }
      case 'ObjectProperty': {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && typeof key === 'string' && TEXT_NAME.test(key))
          for (const shown of shownStrings(node.value)) if (isText(stringOf(shown))) textAt(shown, stringOf(shown));
        break;
      }
      case 'CallExpression':
        if (TEXT_CALLS.test(calleeName(node.callee)))
          for (const shown of shownStrings(node.arguments[0]))
            if (isText(stringOf(shown))) textAt(shown, stringOf(shown));
        break;
      case 'StringLiteral':
      case 'TemplateElement': {
        const value = node.type === 'StringLiteral' ? node.value : node.value.cooked;
        for (const match of value?.matchAll(PHYSICAL_CLASS) ?? [])
          physical.push({ line: node.loc.start.line, text: match[0] });
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
      if (Array.isArray(child)) for (const item of child) visit(item, node);
      else if (child && typeof child.type === 'string') visit(child, node);
    }
  }
  visit(ast.program, undefined);
  // A string can be reached twice (an attribute's conditional inside an expression container): once is enough.
  const unique = (list) => [...new Map(list.map((item) => [`${item.line}:${item.text}`, item])).values()];
  return { texts: unique(texts), physical: unique(physical) };
}

/** The helpers the API's error answers are made with (platform/errors.ts): their message, then field errors. */
const ERROR_HELPERS = /^(badRequest|notFound|conflict|forbidden|unauthorized|HttpError)$/;

/**
 * The messages a server file answers with, written as strings, that `messages` (the `validation` area's
 * English texts) does not have, each with its line: the first text argument of an error helper, and the
 * strings of the field errors after it.
 */
export function untranslatedApiMessages(source, messages) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'], errorRecovery: true });
  const found = [];
  const check = (node) => {
    if (node?.type === 'StringLiteral' && !messages.has(node.value))
      found.push({ line: node.loc.start.line, text: node.value });
  };
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      (node.type === 'CallExpression' || node.type === 'NewExpression') &&
      ERROR_HELPERS.test(node.callee.name ?? '')
    ) {
      const args = node.callee.name === 'HttpError' ? node.arguments.slice(1) : node.arguments;
      check(args[0]);
      if (args[1]?.type === 'ObjectExpression')
        for (const property of args[1].properties)
          if (property.value?.type === 'ArrayExpression') property.value.elements.forEach(check);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(child)) for (const item of child) visit(item);
      else if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const flatten = (catalogue, prefix = '') =>
  Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : flatten(value, `${prefix}${name}.`),
  );

/** The `{value}` names a message uses, those inside plurals and selects included. */
function argumentsOf(message) {
  const names = new Set();
  const walk = (parts) => {
    for (const part of typeof parts === 'string' ? [] : parts) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part;
      names.add(name);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Problems with the catalogues: missing or extra keys, statuses, invalid messages, changed arguments. */
export function checkCatalogues(english, dhivehi, status) {
  const problems = [];
  const en = new Map(flatten(english));
  const dv = new Map(flatten(dhivehi));
  for (const key of en.keys()) if (!dv.has(key)) problems.push(`dv.json has no text ${key}`);
  for (const key of dv.keys()) if (!en.has(key)) problems.push(`en.json has no text ${key} (dv.json has it)`);
  for (const key of dv.keys())
    if (!['draft', 'reviewed'].includes(status[key]))
      problems.push(`dv.status.json: ${key} needs "draft" or "reviewed"`);
  for (const key of Object.keys(status)) if (!dv.has(key)) problems.push(`dv.status.json names ${key}, no text`);
  for (const [language, texts] of [
    ['en', en],
    ['dv', dv],
  ])
    for (const [key, text] of texts) {
      try {
        compileMessageOrThrow(text);
      } catch (error) {
        problems.push(`${language}.json ${key}: ${error.message}`);
      }
    }
  for (const [key, text] of dv) {
    const source = en.get(key);
    if (source === undefined) continue;
    try {
      const expected = argumentsOf(source).join(', ');
      const found = argumentsOf(text).join(', ');
      if (expected !== found) problems.push(`dv.json ${key} uses {${found}}, the English text {${expected}}`);
    } catch {
      // reported above as invalid
    }
  }
  return problems;
}

function main() {
  const update = process.argv.includes('--update');
  const pending = JSON.parse(readFileSync(PENDING, 'utf8'));
  const read = (name) => JSON.parse(readFileSync(join(LOCALES, name), 'utf8'));
  const english = read('en.json');
  // A catalogue text's name, or a message of the shared rules as the `validation` area has it (those are
  // looked up by their English text): both are in the catalogues.
  const keys = new Set([
    ...flatten(english).map(([key]) => key),
    ...flatten(english.validation ?? {}).map(([, text]) => text),
  ]);
  const problems = [];
  const counts = {};
  for (const path of sourceFiles(WEB)) {
    const file = relative(root, path);
    const { texts, physical } = findInSource(readFileSync(path, 'utf8'), keys);
    for (const { line, text } of physical)
      problems.push(
        `${file}:${line}: "${text}" is a physical direction: use the logical class (ms-, pe-, start-, text-end...)`,
      );
    if (texts.length > 0) counts[file] = texts.length;
    const allowed = pending[file] ?? 0;
    if (texts.length > allowed) {
      const shown = allowed === 0 ? texts : texts.slice(0, 5);
      problems.push(
        `${file}: ${texts.length} text(s) written in the code${allowed ? ` (at most ${allowed} while it moves to the catalogues)` : ''}: put them in packages/shared/src/locales/*.json and show them with t()`,
        ...shown.map(({ line, text }) => `  ${file}:${line}: "${text}"`),
      );
    }
  }
  for (const file of Object.keys(pending))
    if (!(file in counts) && !sourceFiles(WEB).some((path) => relative(root, path) === file) && !update)
      problems.push(`scripts/texts-pending.json lists ${file}, which is gone: remove it (npm run texts -- --update)`);

  const messages = new Set(flatten(english.validation ?? {}).map(([, text]) => text));
  for (const path of sourceFiles(SERVER))
    for (const { line, text } of untranslatedApiMessages(readFileSync(path, 'utf8'), messages))
      problems.push(
        `${relative(root, path)}:${line}: the API answers "${text}", which the validation area of the catalogues does not have`,
      );

  problems.push(...checkCatalogues(english, read('dv.json'), read('dv.status.json')));

  if (update) {
    const lowered = Object.fromEntries(
      Object.entries(counts)
        .filter(([file]) => file in pending)
        .map(([file, count]) => [file, Math.min(count, pending[file])])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(PENDING, `${JSON.stringify(lowered, null, 2)}\n`);
  }
  const left = Object.values(counts).reduce((sum, count) => sum + count, 0);
  process.stdout.write(`Texts still written in code: ${left} in ${Object.keys(counts).length} files\n`);
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

// The documentation build's helpers (scripts/build-docs runs them; Node, no packages).
//
//   node scripts/docs.mjs modules < dump-package.json    the library modules, one per line
//   node scripts/docs.mjs catalog DIR MODULE...          writes DIR/<Module>.md, each module's
//                                                        landing article, generated from docs/
//   node scripts/docs.mjs symbols linkable-entities.json the API index (symbols.json) on stdout
//   node scripts/docs.mjs check symbols.json              fails when a name the web client links
//                                                        (Sources/Simulator/Web/apidocs.js) has no page
//
// A module's landing article is docs/<Module>.md, or the file `articleFiles` names, else its row
// of README.md's module table: the prose lives in docs/ and README only, never copied by hand.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Modules whose concept article is not named after them. */
export const articleFiles = {
  ForceTouch: 'ForceInput.md', XcodeProject: 'XcodeProjects.md', Cassowary: 'AutoLayout.md',
};

const fail = (message) => {
  process.stderr.write(`docs.mjs: ${message}\n`);
  process.exit(1);
};

/**
 * The library modules of `swift package dump-package`'s JSON: regular targets under Sources/, but for
 * names starting with `_` (private shims such as `_Testing_UIKit`, which has no API to document).
 */
export function libraryModules(dump) {
  return dump.targets
    .filter((target) => target.type === 'regular' && (target.path == null || target.path.startsWith('Sources/')))
    .filter((target) => !target.name.startsWith('_'))
    .map((target) => target.name);
}

/** README.md's module table: name → { what, dependsOn }. */
export function readmeModules(readme) {
  const rows = new Map();
  for (const line of readme.split('\n')) {
    const match = /^\| `([^`]+)`(?: \/ `[^`]+`)? \| (.+?) \| (.+?) \|\s*$/.exec(line);
    if (match) rows.set(match[1], { what: match[2].trim(), dependsOn: match[3].trim() });
  }
  return rows;
}

/**
 * Markdown from docs/ made fit for a DocC landing page of `module`: the first heading becomes
 * the module's symbol title; links to another module's article point at that module's pages, links
 * to other files of the repository become their path in text (they are not part of the site).
 */
export function landingArticle(module, markdown, { source, landingOf }) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const first = lines.findIndex((line) => /^#\s/.test(line));
  const body = (first >= 0 ? lines.slice(first + 1) : lines).join('\n').replace(/^\n+/, '');
  const linked = body.replace(/(!?)\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, bang, text, target) => {
    if (bang || /^(https?:|mailto:|#|\/)/.test(target)) return whole;
    const file = target.replace(/#.*$/, '').replace(/^(\.\/|docs\/)/, '');
    const other = landingOf.get(file);
    if (other) return `[${text}](/docs/documentation/${other.toLowerCase()})`;
    return `${text} (\`${target.startsWith('../') ? target.slice(3) : `docs/${target}`}\`)`;
  });
  return `# \`\`${module}\`\`\n\n${linked.trimEnd()}\n\n> Note: This page is generated from \`${source}\`.\n`;
}

/** A landing article made from the module's README row, for a module without a docs/ file. */
export function rowArticle(module, row) {
  return `# \`\`${module}\`\`\n\n${row.what.charAt(0).toUpperCase()}${row.what.slice(1)}.\n\n` +
    `Depends on ${row.dependsOn}. How it fits with the other modules: \`docs/ARCHITECTURE.md\`.\n\n` +
    `> Note: This page is generated from the module table of \`README.md\`.\n`;
}

function writeCatalog(directory, modules, root = '.') {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const rows = readmeModules(readme);
  const fileOf = (module) => {
    const name = articleFiles[module] ?? `${module}.md`;
    return existsSync(join(root, 'docs', name)) ? name : null;
  };
  const landingOf = new Map(modules.map((module) => [fileOf(module), module]).filter(([file]) => file));
  for (const module of modules) {
    const file = fileOf(module);
    let article;
    if (file) {
      article = landingArticle(module, readFileSync(join(root, 'docs', file), 'utf8'), { source: `docs/${file}`, landingOf });
    } else if (rows.has(module)) {
      article = rowArticle(module, rows.get(module));
    } else {
      fail(`module ${module} has no landing article: write docs/${module}.md (or add its row to README.md's module table)`);
    }
    writeFileSync(join(directory, `${module}.md`), article);
  }
}

/** A DocC path component without its disambiguation (`Problem-swift.enum`, `f(_:)-5ocse`). */
export function plainComponent(component) {
  return component.replace(/^(.*?[\w)\]])-(?:swift\.[\w.]+|[a-z0-9]{3,7})$/, '$1');
}

/**
 * The API index the web client links names with: for each documented symbol, its path in the
 * site, keyed by `Module/Type/member(labels:)` and by the same without the labels
 * (`TouchKit/Diagnostic/Problem/completionHandlerNotCalled`). A key two symbols share keeps the one
 * without a disambiguation (a protocol requirement over its default implementation).
 */
export function symbolIndex(entities) {
  const symbols = {};
  const exact = new Set();
  const add = (key, path, plain) => {
    if (key in symbols && (exact.has(key) || !plain)) return;
    symbols[key] = path;
    if (plain) exact.add(key);
  };
  for (const entity of entities) {
    const match = /\/documentation\/(.+)$/.exec(entity.referenceURL ?? '');
    if (!match) continue;
    const components = match[1].split('/');
    const plainComponents = components.map(plainComponent);
    const plain = plainComponents.every((c, i) => c === components[i]);
    const path = `documentation/${match[1].toLowerCase()}/`;
    const key = plainComponents.join('/');
    add(key, path, plain);
    const short = key.replace(/\([^/]*\)$/, '');
    if (short !== key) add(short, path, plain);
  }
  return Object.fromEntries(Object.entries(symbols).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The names apidocs.js links that `symbols` has no page for. */
export function missingLinks(symbols, { eventSymbols, diagnosticOwners, lintRuleSymbol }) {
  const missing = Object.values(eventSymbols).filter((symbol) => !(symbol in symbols));
  if (!diagnosticOwners.some((owner) => owner in symbols)) missing.push(diagnosticOwners.join(' or '));
  if (!(lintRuleSymbol in symbols)) missing.push(lintRuleSymbol);
  return [...new Set(missing)];
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const [command, ...args] = isMain ? process.argv.slice(2) : [];
if (command === 'modules') {
  let input = '';
  process.stdin.on('data', (chunk) => {
    input += chunk;
  }).on('end', () => {
    let dump;
    try {
      dump = JSON.parse(input);
    } catch (error) {
      fail(`swift package dump-package did not print JSON (${error.message})`);
    }
    process.stdout.write(`${libraryModules(dump).join('\n')}\n`);
  });
} else if (command === 'catalog') {
  const [directory, ...modules] = args;
  if (!directory || modules.length === 0) fail('usage: docs.mjs catalog DIR MODULE...');
  writeCatalog(directory, modules);
} else if (command === 'symbols') {
  const [file] = args;
  if (!file) fail('usage: docs.mjs symbols linkable-entities.json');
  let entities;
  try {
    entities = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot read ${file}: ${error.message}`);
  }
  process.stdout.write(`${JSON.stringify({ symbols: symbolIndex(entities) }, null, 1)}\n`);
} else if (command === 'check') {
  const [file] = args;
  if (!file) fail('usage: docs.mjs check symbols.json');
  const { symbols } = JSON.parse(readFileSync(file, 'utf8'));
  const missing = missingLinks(symbols, await import('../Sources/Simulator/Web/apidocs.js'));
  if (missing.length > 0) {
    fail(`the web client links names the documentation does not have (update Sources/Simulator/Web/apidocs.js): ${missing.join(', ')}`);
  }
} else if (command !== undefined) {
  fail(`unknown command ${JSON.stringify(command)}; use modules, catalog, symbols or check`);
}

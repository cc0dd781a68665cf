// scripts/docs.mjs, the documentation build's helpers: which modules, their landing articles made
// from docs/ and README.md, the symbol index the web client links with, and the check that every
// name the client links has a page. Also: the client's event map covers every lifecycle event.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { eventSymbols } from '../../Sources/Simulator/Web/apidocs.js';
import {
  landingArticle, libraryModules, missingLinks, plainComponent, readmeModules, rowArticle, symbolIndex,
} from '../../scripts/docs.mjs';

describe('documentation build helpers', () => {
  it('the library modules are the regular targets under Sources/, but for private `_` shims', () => {
    const dump = {
      targets: [
        { name: 'ForceTouch', type: 'regular' }, { name: 'forcetouch', type: 'executable' },
        { name: 'SimulatorLoad', type: 'regular', path: 'Benchmarks/SimulatorLoad' },
        { name: 'TestSupport', type: 'regular', path: 'Tests/TestSupport' }, { name: 'ForceTouchTests', type: 'test' },
        { name: 'Interchange', type: 'regular', path: 'Sources/Interchange' },
        { name: '_Testing_UIKit', type: 'regular' },
      ],
    };
    assert.deepEqual(libraryModules(dump), ['ForceTouch', 'Interchange']);
  });

  it('README’s module table gives each module’s summary and dependencies', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = readmeModules(readme);
    assert.ok(rows.has('TouchKit'), 'README.md has a module table with TouchKit');
    for (const [name, row] of rows) {
      assert.ok(row.what.length > 10 && row.dependsOn.length > 2, `${name}: ${JSON.stringify(row)}`);
    }
  });

  it('a landing article: the module as title, links to other modules’ articles kept, other files named', () => {
    const markdown = '# TouchKit: the framework\n\nIt imports [force input](ForceInput.md#levels) and ' +
      'speaks [the protocol](PROTOCOL.md), see [Apple](https://developer.apple.com) and ' +
      '[the code](../Sources/TouchKit/View.swift).\n';
    const article = landingArticle('TouchKit', markdown, {
      source: 'docs/TouchKit.md', landingOf: new Map([['ForceInput.md', 'ForceTouch']]),
    });
    assert.ok(article.startsWith('# ``TouchKit``\n\nIt imports [force input](/docs/documentation/forcetouch)'), article);
    assert.match(article, /speaks the protocol \(`docs\/PROTOCOL\.md`\)/);
    assert.match(article, /\[Apple\]\(https:\/\/developer\.apple\.com\)/);
    assert.match(article, /the code \(`Sources\/TouchKit\/View\.swift`\)/);
    assert.match(article, /generated from `docs\/TouchKit\.md`/);
    const row = rowArticle('SeedApps', { what: 'the seed apps', dependsOn: 'TouchKit' });
    assert.ok(row.startsWith('# ``SeedApps``\n\nThe seed apps.\n'), row);
  });

  it('disambiguations are dropped from path components, names are not', () => {
    assert.equal(plainComponent('Problem-swift.enum'), 'Problem');
    assert.equal(plainComponent('application(_:didFinishLaunchingWithOptions:)-7z823'), 'application(_:didFinishLaunchingWithOptions:)');
    assert.equal(plainComponent('-(_:_:)'), '-(_:_:)');
    assert.equal(plainComponent('init(json:)'), 'init(json:)');
  });

  it('the symbol index: full and label-free keys, a requirement preferred over its default implementation', () => {
    const base = 'doc://org.forcetouchkit/documentation/';
    const index = symbolIndex([
      { referenceURL: `${base}TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)-5ocse` },
      { referenceURL: `${base}TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)` },
      { referenceURL: `${base}TouchKit/Diagnostic/Problem-swift.enum/completionHandlerNotCalled(shortcutType:timeout:)` },
      { referenceURL: 'not a reference' },
    ]);
    assert.equal(index['TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)'],
      'documentation/touchkit/applicationdelegate/application(_:performactionfor:completionhandler:)/');
    assert.equal(index['TouchKit/Diagnostic/Problem/completionHandlerNotCalled'],
      'documentation/touchkit/diagnostic/problem-swift.enum/completionhandlernotcalled(shortcuttype:timeout:)/');
    assert.deepEqual(Object.keys(index), [...Object.keys(index)].sort());
  });

  it('the check names every linked symbol the documentation lacks', () => {
    const links = {
      eventSymbols: { a: 'M/T/a()', b: 'M/T/b()' }, diagnosticOwners: ['M/P', 'M/Q'], lintRuleSymbol: 'M/L',
    };
    assert.deepEqual(missingLinks({ 'M/T/a()': 'x', 'M/Q': 'y', 'M/L': 'z' }, links), ['M/T/b()']);
    assert.deepEqual(missingLinks({}, links), ['M/T/a()', 'M/T/b()', 'M/P or M/Q', 'M/L']);
  });
});

describe('the web client’s event map', () => {
  it('names a delegate method for every lifecycle event TouchKit records (LifecycleEvent.Kind)', () => {
    const folder = new URL('../../Sources/TouchKit/', import.meta.url);
    const file = readdirSync(folder, { recursive: true })
      .filter((name) => name.endsWith('.swift'))
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .find((text) => /struct LifecycleEvent\b/.test(text));
    assert.ok(file, 'no Swift file in Sources/TouchKit declares struct LifecycleEvent');
    const kind = file.slice(file.search(/enum Kind\b/));
    const cases = [...kind.slice(0, kind.indexOf('\n    }')).matchAll(/^\s*case (\w+)$/gm)].map((match) => match[1]);
    assert.ok(cases.length > 10, `found ${cases.join(', ')}`);
    const notDelegateCalls = ['log', 'diagnostic'];
    assert.deepEqual(Object.keys(eventSymbols).sort(), cases.filter((c) => !notDelegateCalls.includes(c)).sort());
  });
});

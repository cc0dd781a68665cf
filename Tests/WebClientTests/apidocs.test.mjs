// apidocs.js: API names in the panel linked to the documentation's pages, only when the page exists.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  apiLink, diagnosticURL, docsURL, eventSymbols, eventURL, lintRuleSymbol, loadSymbols,
} from '../../Sources/Simulator/Web/apidocs.js';
import { installDOM } from './Support/dom.mjs';

const symbols = {
  'TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)':
    'documentation/touchkit/applicationdelegate/application(_:performactionfor:completionhandler:)/',
  'TouchKit/MisuseDiagnostic/Problem/completionHandlerCalledTwice':
    'documentation/touchkit/misusediagnostic/problem-swift.enum/completionhandlercalledtwice(shortcuttype:ignoredresult:)/',
  [lintRuleSymbol]: 'documentation/quickactiontools/lintrule/',
};

describe('API links', () => {
  it('a documented name gets its page under /docs/; an unknown one none', () => {
    assert.equal(docsURL(symbols, lintRuleSymbol), '/docs/documentation/quickactiontools/lintrule/');
    assert.equal(docsURL(symbols, 'TouchKit/Nothing'), null);
    assert.equal(docsURL(null, lintRuleSymbol), null);
    assert.equal(docsURL(symbols, 'toString'), null, 'no inherited property counts');
  });

  it('event-log entries link the delegate method they report', () => {
    assert.equal(eventURL(symbols, 'performActionForShortcutItem'),
      '/docs/documentation/touchkit/applicationdelegate/application(_:performactionfor:completionhandler:)/');
    assert.equal(eventURL(symbols, 'completionHandler'), eventURL(symbols, 'performActionForShortcutItem'));
    assert.equal(eventURL(symbols, 'didFinishLaunching'), null, 'not in this map: no link');
    assert.equal(eventURL(symbols, 'log'), null);
    assert.equal(eventURL(symbols, undefined), null);
    // A delegate method, a property (previewActionItems) or a type (PreviewAction, HapticPattern).
    assert.ok(Object.values(eventSymbols).every((symbol) => /^TouchKit\/\w+(\/\w+(\(.*\))?)?$/.test(symbol)));
  });

  it('diagnostic codes link the misuse case, or the lint rules for a rule id', () => {
    assert.match(diagnosticURL(symbols, 'completionHandlerCalledTwice'), /completionhandlercalledtwice/);
    assert.equal(diagnosticURL(symbols, 'plist-too-large'), '/docs/documentation/quickactiontools/lintrule/');
    assert.equal(diagnosticURL(symbols, 'settingsRefused'), null);
    assert.equal(diagnosticURL(symbols, ''), null);
  });

  it('a link opens the documentation beside the simulator', () => {
    const { document } = installDOM();
    const link = apiLink('didFinishLaunching', '/docs/x/', document);
    assert.equal(link.getAttribute('href'), '/docs/x/');
    assert.equal(link.getAttribute('target'), 'forcetouch-docs');
    assert.equal(link.getAttribute('rel'), 'noopener');
    assert.equal(link.className, 'api-link');
    assert.equal(link.textContent, 'didFinishLaunching');
  });

  it('the symbol map loads from /docs/symbols.json; unbuilt or unreadable documentation gives none', async () => {
    const answer = (status, text) => async (path) => {
      assert.equal(path, '/docs/symbols.json');
      return { ok: status === 200, status, text: async () => text };
    };
    assert.deepEqual(await loadSymbols(answer(200, JSON.stringify({ symbols }))), symbols);
    assert.equal(await loadSymbols(answer(404, '<html>')), null);
    assert.equal(await loadSymbols(answer(200, 'not json')), null);
    assert.equal(await loadSymbols(answer(200, '{"symbols": 3}')), null);
    assert.equal(await loadSymbols(async () => { throw new Error('offline'); }), null);
  });
});

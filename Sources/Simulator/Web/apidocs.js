// Links the API names the page shows (the delegate calls of the event log, the codes of
// diagnostics) to their pages in the documentation the simulator serves at /docs/ (built by
// scripts/build-docs). The site's `symbols.json` maps `Module/Type/member(labels:)` (and the same
// without labels) to a page; a name is linked only when its page exists, so nothing links before
// the documentation is built.

/** The delegate method each event-log entry reports (`LifecycleEvent.Kind` raw values). */
export const eventSymbols = Object.freeze({
  willFinishLaunching: 'TouchKit/ApplicationDelegate/application(_:willFinishLaunchingWithOptions:)',
  didFinishLaunching: 'TouchKit/ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)',
  didBecomeActive: 'TouchKit/ApplicationDelegate/applicationDidBecomeActive(_:)',
  willResignActive: 'TouchKit/ApplicationDelegate/applicationWillResignActive(_:)',
  didEnterBackground: 'TouchKit/ApplicationDelegate/applicationDidEnterBackground(_:)',
  willEnterForeground: 'TouchKit/ApplicationDelegate/applicationWillEnterForeground(_:)',
  willTerminate: 'TouchKit/ApplicationDelegate/applicationWillTerminate(_:)',
  performActionForShortcutItem: 'TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)',
  completionHandler: 'TouchKit/ApplicationDelegate/application(_:performActionFor:completionHandler:)',
  configurationForConnecting: 'TouchKit/ApplicationDelegate/application(_:configurationForConnecting:options:)',
  sceneWillConnect: 'TouchKit/SceneDelegate/scene(_:willConnectTo:options:)',
  sceneWillEnterForeground: 'TouchKit/SceneDelegate/sceneWillEnterForeground(_:)',
  sceneDidBecomeActive: 'TouchKit/SceneDelegate/sceneDidBecomeActive(_:)',
  sceneWillResignActive: 'TouchKit/SceneDelegate/sceneWillResignActive(_:)',
  sceneDidEnterBackground: 'TouchKit/SceneDelegate/sceneDidEnterBackground(_:)',
  sceneDidDisconnect: 'TouchKit/SceneDelegate/sceneDidDisconnect(_:)',
  windowScenePerformActionForShortcutItem: 'TouchKit/WindowSceneDelegate/windowScene(_:performActionFor:completionHandler:)',
  viewControllerForLocation: 'TouchKit/PreviewingDelegate/previewingContext(_:viewControllerForLocation:)',
  commitViewController: 'TouchKit/PreviewingDelegate/previewingContext(_:commit:)',
  previewActionItems: 'TouchKit/ViewController/previewActionItems',
  previewAction: 'TouchKit/PreviewAction',
  haptic: 'TouchKit/HapticPattern',
  configurationForMenuAtLocation: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)',
  previewForHighlightingMenu: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)',
  previewProvider: 'TouchKit/ContextMenuConfiguration/init(identifier:previewProvider:actionProvider:)',
  actionProvider: 'TouchKit/ContextMenuConfiguration/init(identifier:previewProvider:actionProvider:)',
  willDisplayMenu: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:willDisplayMenuFor:animator:)',
  willPerformPreviewAction: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)',
  previewForDismissingMenu: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)',
  willEndMenu: 'TouchKit/ContextMenuInteractionDelegate/contextMenuInteraction(_:willEndFor:animator:)',
  menuAction: 'TouchKit/Action',
});

/**
 * Where a diagnostic's code is documented, tried in order: a case of TouchKit's misuse problems
 * (the code is its name), else, for a lint rule's id (`plist-too-large`, the only codes with a
 * hyphen), QuickActionTools' `LintRule`.
 */
export const diagnosticOwners = Object.freeze(['TouchKit/MisuseDiagnostic/Problem', 'TouchKit/Diagnostic/Problem']);
export const lintRuleSymbol = 'QuickActionTools/LintRule';

/** The page of `symbol` in `symbols` (symbols.json's map), as a URL under /docs/, or null. */
export function docsURL(symbols, symbol) {
  const path = symbols && typeof symbol === 'string' && Object.hasOwn(symbols, symbol) ? symbols[symbol] : null;
  return typeof path === 'string' ? `/docs/${path}` : null;
}

/** The page of the delegate call an event-log entry reports, or null. */
export function eventURL(symbols, event) {
  return Object.hasOwn(eventSymbols, event ?? '') ? docsURL(symbols, eventSymbols[event]) : null;
}

/** The page that documents a diagnostic's code, or null. */
export function diagnosticURL(symbols, code) {
  if (typeof code !== 'string' || code === '') return null;
  for (const owner of diagnosticOwners) {
    const url = docsURL(symbols, `${owner}/${code}`);
    if (url) return url;
  }
  return code.includes('-') ? docsURL(symbols, lintRuleSymbol) : null;
}

/** A link to `url` showing `text`, opening the documentation beside the simulator. */
export function apiLink(text, url, doc = document) {
  const link = doc.createElement('a');
  link.className = 'api-link';
  link.setAttribute('href', url);
  link.setAttribute('target', 'forcetouch-docs');
  link.setAttribute('rel', 'noopener');
  link.setAttribute('title', `Documentation of ${text}`);
  link.textContent = text;
  return link;
}

/** The site's symbol map, or null when the documentation has not been built (or cannot be read). */
export async function loadSymbols(fetchImpl = fetch) {
  try {
    const response = await fetchImpl('/docs/symbols.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const json = JSON.parse(await response.text());
    return json && typeof json.symbols === 'object' && json.symbols !== null ? json.symbols : null;
  } catch {
    return null;
  }
}

/* Tabletop Tutor's static site: put at the top of JupyterLite's service worker by site/build.py.
 *
 * The site's files do not change within a build, so the service worker answers every request
 * for one of them from Cache Storage once it holds it, without asking the host. A learner's
 * next page then waits for no round trip per file (a page asks for about 90 small files, and
 * a private window keeps no disk cache; the host's caching headers are not ours to set).
 * The cache is named after the build (ttBuild, written in by site/build.py): a new build
 * brings a new service worker (the browser compares the script on its next page and installs
 * it; JupyterLite's install handler skips waiting), which drops the older builds' caches when
 * it takes over.
 *
 * The front door works offline: the worker keeps the landing page, the gallery, their style
 * sheet and the site's offline page (TT_FRONT, written in by site/build.py) once a page is drawn
 * or the gallery registered it, so once any page of the site was opened, `/`, the gallery and
 * every "All games" link open with no network. A page that is neither kept nor reachable (opened offline, never opened here)
 * gets the site's offline page (site/offline.html, which lists the pages kept on this device)
 * instead of the browser's "This site can't be reached".
 *
 * Left to the network: requests that are not GET or go elsewhere, JupyterLite's /api/ (the
 * drive, which JupyterLite's own handler below answers), and Python's big files, which
 * site/kernel-worker.js keeps itself (a game's own zip, tutor-game-*.zip, and the stored results,
 * tutor-results-*.gz, are kept here). The page sends the files it fetched before this worker
 * took over ({tt: "keep", urls}, site/loading.html): they are put in the cache from the
 * browser's own cache, so the next page finds them too.
 */
var ttBuild = "TT_BUILD";
var TT_PREFIX = "tabletop-tutor-site-";
var TT_CACHE = TT_PREFIX + ttBuild;
//: The landing page, the gallery, their style sheet and the offline page, relative to this script
//: (site/build.py writes the list in); the first entry is the offline page.
var TT_FRONT = ["TT_FRONT"];
//: Every script of the site with the start of its content's sha256 (site/build.py writes the list
//: in): kept at install if the browser already holds that very content (see ttKeepScripts).
var TT_SCRIPTS = ["TT_SCRIPTS"];
var TT_OFFLINE = new URL(TT_FRONT[0], self.location.href).href;
var TT_LEFT_OUT = /\/api\/|\/__throttle__|service-worker\.js$|\/static\/pyodide\/(?!tutor-game-|tutor-results-)[^/]+\.(zip|gz|wasm)$/;

function ttKept(request) {
  if (request.method !== "GET" || request.headers.has("range")) { return false; }
  var url = new URL(request.url);
  return url.origin === self.location.origin && !TT_LEFT_OUT.test(url.pathname);
}

function ttKey(url) { return url.split("#")[0]; }

async function ttAnswer(request) {
  var cache = await caches.open(TT_CACHE);
  var hit = await cache.match(ttKey(request.url), { ignoreVary: true });
  if (hit) { return hit; }
  var response;
  try {
    response = await fetch(request);
  } catch (error) {  // offline, or the host is gone: a page says so in the site's own words
    var offline = request.mode === "navigate" ? await cache.match(TT_OFFLINE) : null;
    if (offline) { return offline; }
    throw error;
  }
  if (response.ok && response.type === "basic") {
    cache.put(ttKey(request.url), response.clone()).catch(function () {});
  }
  return response;
}

// The front door and the offline page: at install only what the browser already holds (so that
// installing, early in a learner's first page, takes nothing of the link that page needs), and
// all of it once a page is drawn ({tt: "keep"}, site/loading.html) or the gallery has registered
// this worker ({tt: "front"}). A file that cannot be fetched now is kept when it is next asked for.
async function ttKeepFront(onlyCached) {
  var cache = await caches.open(TT_CACHE);
  await Promise.all(TT_FRONT.map(async function (name) {
    var url = ttKey(new URL(name, self.location.href).href);
    try {
      if (await cache.match(url, { ignoreVary: true })) { return; }
      var response = await fetch(url, onlyCached ? { cache: "only-if-cached", mode: "same-origin" } : {});
      if (response.ok && response.type === "basic") { await cache.put(url, response); }
    } catch (error) { /* kept when it is next asked for */ }
  }));
}

// The scripts the page that registered this worker has already loaded, kept at install: the
// browser compiles a script put in Cache Storage during install at once, off the page, and keeps
// its compiled code with it, so the next page runs the app's ~100 scripts without compiling them
// again (measured on a phone's slowed CPU: 1.3-1.5 s less "producing code cache" and 0.7-1.2 s
// less script evaluation on the second page). Only what the browser holds is kept ("only-if-cached"):
// installing asks the host for nothing more; the rest is kept as the pages ask for it. The
// browser's copy is kept only if its content is this build's (the app's chunks keep their names
// from one build to the next, and "only-if-cached" takes a copy however old).
function ttHex(buffer) {
  return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return (b + 256).toString(16).slice(1); }).join("");
}

async function ttKeepScripts() {
  if (!self.crypto || !self.crypto.subtle) { return; }
  var cache = await caches.open(TT_CACHE);
  await Promise.all(TT_SCRIPTS.map(async function (entry) {
    var url = ttKey(new URL(entry[0], self.location.href).href);
    try {
      if (await cache.match(url, { ignoreVary: true })) { return; }
      var response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
      if (!response.ok || response.type !== "basic") { return; }
      var digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
      if (ttHex(digest).slice(0, entry[1].length) === entry[1]) { await cache.put(url, response); }
    } catch (error) { /* not in the browser's cache: kept when a page asks for it */ }
  }));
}

self.addEventListener("install", function (event) {
  event.waitUntil(Promise.all([ttKeepFront(true), ttKeepScripts()]));
});

async function ttKeep(urls) {
  var cache = await caches.open(TT_CACHE);
  await Promise.all(urls.map(async function (url) {
    try {
      if (!ttKept(new Request(url)) || await cache.match(ttKey(url), { ignoreVary: true })) { return; }
      var response = await fetch(url, { cache: "force-cache" });
      if (response.ok && response.type === "basic") { await cache.put(ttKey(url), response); }
    } catch (error) { /* kept on its next request instead */ }
  }));
}

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf(TT_PREFIX) === 0 && name !== TT_CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }));
});

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.tt === "keep" && Array.isArray(data.urls)) { event.waitUntil(Promise.all([ttKeep(data.urls), ttKeepFront(false)])); }
  if (data.tt === "front") { event.waitUntil(ttKeepFront(false)); }
});

function ttFetch(event, jupyterlite) {
  if (ttKept(event.request)) {
    event.respondWith(ttAnswer(event.request));
    return;
  }
  jupyterlite(event);
}

/* Tabletop Tutor's static site: put at the top of the Pyodide kernel's worker by site/build.py.
 *
 * 1. ttMark(name): time stamps of the kernel's start (milliseconds since 1970), sent on the
 *    BroadcastChannel "tt-marks"; the page's loading note (site/loading.html) keeps them in
 *    window.ttLoadTimeline for benchmarks/bench_site.py.
 * 2. ttLoadOptions(options, indexURL): the options for loadPyodide. When the site's
 *    jupyter-lite.json names a memory snapshot (options.ttSnapshot), Python starts from it:
 *    the snapshot was taken by site/snapshot.mjs at build time, with the same Pyodide, after
 *    the kernel's imports (IPython, the kernel, comm, ipywidgets, this project's engines and
 *    widgets). Every package's files are in ONE zip on sys.path (written into the file system
 *    before Python starts, as the snapshot expects), so no wheel is unpacked either. When
 *    anything is missing (an old browser without DecompressionStream, a failed download),
 *    Python starts without the snapshot and imports from the same zip.
 *    The page itself starts these big files into Cache Storage (site/loading.html); the worker
 *    takes them from there (fromPage). The unpacked snapshot is kept in Cache Storage for the
 *    next pages (snapshotBytes), and so
 *    are the packages zip, pyodide.asm.wasm and the standard library zip (keepFiles): a private window
 *    keeps no disk cache, but it keeps Cache Storage while it is open, so its next page
 *    downloads none of them again.
 * 3. ttAfterLoad(pyodide): after loadPyodide, tell Pyodide's package manager that the lock's
 *    packages are there (they are, in the zip), so nothing is downloaded again.
 * 4. ttNote(text) and ttFetched(url), for Python fetching a stored results file while the page's
 *    cells run (site/more_python.py): the loading note says what is coming, and the page hands the
 *    file's address to the site's service worker with the others it keeps for the next visits.
 */
(function () {
  "use strict";
  var root = typeof self !== "undefined" ? self : globalThis;
  if (root.ttLoadOptions) { return; }
  var channel = null;
  try { channel = new BroadcastChannel("tt-marks"); } catch (e) { channel = null; }
  root.ttMark = function (name, milliseconds) {
    var now = performance.timeOrigin + performance.now();
    if (channel) { channel.postMessage({ name: String(name), at: now, ms: milliseconds == null ? null : Number(milliseconds) }); }
  };

  root.ttNote = function (text) {
    if (channel) { channel.postMessage({ name: "tt-note", text: String(text) }); }
  };
  root.ttFetched = function (url) {
    if (channel) { channel.postMessage({ name: "tt-resources", urls: [String(url)] }); }
  };

  var pyodide = null;
  var usingZip = false;

  // How much of Python's big files has come, sent as {name: "tt-bytes", loaded, total} for the
  // loading note ("Loading Python: 12 of 27 MB"); at most five times a second, and once at the end.
  var progress = { loaded: 0, total: 0, sent: 0 };
  function tell(force) {
    var now = performance.now();
    if (!channel || !progress.total || (!force && now - progress.sent < 200)) { return; }
    progress.sent = now;
    channel.postMessage({ name: "tt-bytes", loaded: Math.min(progress.loaded, progress.total), total: progress.total });
  }
  function counted(response) {
    if (!response.body || !progress.total) { return response; }
    var counter = new TransformStream({
      transform: function (chunk, controller) {
        progress.loaded += chunk.byteLength;
        tell(false);
        controller.enqueue(chunk);
      },
      flush: function () { tell(true); },
    });
    return new Response(response.body.pipeThrough(counter),
      { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  // Objects of Pyodide's JavaScript API that Python held when the snapshot was taken: looked
  // up again, lazily, in this worker's Pyodide (see site/snapshot.mjs, which names them).
  function deserialize(ref) {
    var target = function () {
      var roots = { py: pyodide, api: pyodide._api, ffi: pyodide.ffi };
      return roots[ref.root][ref.key];
    };
    return new Proxy(function () {}, {
      get: function (_, key) { return Reflect.get(target(), key); },
      has: function (_, key) { return Reflect.has(target(), key); },
      set: function (_, key, value) { return Reflect.set(target(), key, value); },
      apply: function (_, self, args) { return Reflect.apply(target(), self, args); },
      ownKeys: function () { return Reflect.ownKeys(target()); },
      getOwnPropertyDescriptor: function (_, key) {
        var d = Reflect.getOwnPropertyDescriptor(target(), key);
        if (d) { d.configurable = true; }
        return d;
      },
    });
  }

  // The page starts the big files itself, at once, into Cache Storage (site/loading.html), each
  // under a Web Lock named after its key: the worker waits for that lock, then reads the cache.
  // It waits LOCK_WAIT_MS at most: a page's download that stalls must not stall Python too, so
  // after that the worker reads the cache as it is and fetches what is not there itself.
  var LOCK_WAIT_MS = 30000;
  function whenFree(key, read) {
    var locks = root.navigator && root.navigator.locks;
    if (!locks) { return read(); }
    if (typeof AbortController === "undefined") { return locks.request("tt-file " + key, read); }
    var stop = new AbortController();
    var timer = setTimeout(function () { stop.abort(); }, LOCK_WAIT_MS);
    return locks.request("tt-file " + key, { signal: stop.signal }, function () {
      clearTimeout(timer);
      return read();
    }).catch(function (error) {
      if (error && error.name === "AbortError") { return read(); }
      throw error;
    });
  }
  async function fromPage(url, build) {
    var cache = build ? await filesCache : null;
    if (!cache) { return null; }
    try {
      var key = keyOf(url, build);
      var hit = await whenFree(key, function () { return cache.match(key); });
      if (hit) {
        progress.loaded += progress.sizes[url] || 0;
        tell(true);
      }
      return hit || null;
    } catch (error) { return null; }
  }

  async function download(url, gunzip, build) {
    var response = await fromPage(url, build);
    if (response) {
      filesCache.then(function (cache) { cache.delete(keyOf(url, build)); });  // kept unpacked instead
    } else {
      response = counted(await originalFetch(url));
    }
    if (!response.ok) { throw new Error(response.status + " for " + url); }
    if (!gunzip) { return new Uint8Array(await response.arrayBuffer()); }
    var body = response.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(body).arrayBuffer());
  }

  // The unpacked snapshot is kept in the browser's Cache Storage after the first page: later
  // pages skip its download and gunzip. Each game has its own snapshot, kept under the build's
  // name: a new build of the site makes new entries, and the older builds' entries go.
  var CACHE = "tabletop-tutor-snapshot";
  async function snapshotBytes(url, build) {
    var cache = null;
    try { cache = root.caches ? await root.caches.open(CACHE) : null; } catch (error) { cache = null; }
    var key = keyOf(url, build);
    if (cache) {
      try {
        var hit = await cache.match(key);
        if (hit) {
          progress.loaded += progress.sizes[url] || 0;
          tell(true);
          return new Uint8Array(await hit.arrayBuffer());
        }
      } catch (error) { /* read it again below */ }
    }
    var bytes = await download(url, true, build);
    if (cache) {
      cache.keys().then(function (keys) {
        keys.forEach(function (old) {
          if (old.url.indexOf("?build=" + encodeURIComponent(build)) < 0) { cache.delete(old); }
        });
      }).catch(function () {});
      cache.put(key, new Response(bytes)).catch(function () {});
    }
    return bytes;
  }

  // The big files every page needs, kept in Cache Storage under the build's name (the
  // snapshot's, which holds a hash of the build): a new build starts a new set.
  var FILES = "tabletop-tutor-files";
  var KEPT = ["pyodide.asm.wasm"];  // and the standard library zip the start uses (ttLoadOptions)
  var filesCache = null;
  function keyOf(url, build) { return url.split("#")[0].split("?")[0] + "?build=" + encodeURIComponent(build); }
  async function cachedFetch(url, build) {
    var cache = await filesCache;
    var key = keyOf(url, build);
    var hit = await fromPage(url, build);
    if (hit) { return hit; }
    var response = await originalFetch(url);
    if (cache && response.ok) { cache.put(key, response.clone()).catch(function () {}); }
    return counted(response);
  }
  var originalFetch = root.fetch.bind(root);
  function keepFiles(indexURL, build) {
    filesCache = (root.caches ? root.caches.open(FILES) : Promise.resolve(null)).then(function (cache) {
      if (cache) {
        cache.keys().then(function (keys) {
          keys.forEach(function (key) {
            if (key.url.indexOf("?build=" + encodeURIComponent(build)) < 0) { cache.delete(key); }
          });
        }).catch(function () {});
      }
      return cache;
    }).catch(function () { return null; });
    // Started at once, while the snapshot and the zip come: Pyodide asks for them only after.
    var early = {};
    KEPT.forEach(function (name) {
      var url = new URL(name, indexURL).href;
      early[url] = cachedFetch(url, build);
      early[url].catch(function () {});
    });
    root.fetch = function (resource, init) {
      var url = resource instanceof URL ? resource.href : typeof resource === "string" ? resource
        : resource && resource.url;
      url = url ? new URL(url, indexURL).href : url;
      if (url && url in early && !(init && init.integrity)) {
        var response = early[url] || cachedFetch(url, build);
        early[url] = null;  // a body is read once: a second request fetches again
        return response;
      }
      return originalFetch(resource, init);
    };
  }

  root.ttLoadOptions = async function (options, indexURL) {
    var result = Object.assign({}, options || {});
    var site = result.ttSite;
    delete result.ttSite;
    root.ttMark("pyodide-start");
    if (!site) { return result; }
    var build = site.build || site.snapshot || site.zip;
    progress.sizes = {};
    Object.keys(site.sizes || {}).forEach(function (name) {
      progress.sizes[new URL(name, indexURL).href] = site.sizes[name];
      progress.total += site.sizes[name];
    });
    tell(true);
    // With the snapshot, Python needs only the trimmed zips (what the snapshot does not hold);
    // a module they leave out comes from the full ones (site/more_python.py, at ttMoreURL).
    var trimmed = Boolean(site.snapshot && site.core && typeof DecompressionStream !== "undefined");
    root.ttMoreURL = indexURL;
    var stdlib = trimmed ? site.core.stdlib : "python_stdlib.zip";
    KEPT.push(stdlib);
    keepFiles(indexURL, build);
    function zipBytes(name) {
      var url = new URL(name, indexURL).href;
      return cachedFetch(url, build).then(function (response) {
        if (!response.ok) { throw new Error(response.status + " for " + url); }
        return response.arrayBuffer();
      }).then(function (buffer) { return new Uint8Array(buffer); });
    }
    var zip = zipBytes(trimmed ? site.core.zip : site.zip);
    // The games' own zips the page has put in Cache Storage (its own game's, started at once by
    // site/loading.html, and those of earlier pages): written next to the packages zip, where
    // site/more_python.py looks first.
    var games = Promise.all(Object.keys(trimmed && site.games || {}).map(async function (game) {
      var response = await fromPage(new URL(site.games[game], indexURL).href, build);
      return response ? [site.games[game], new Uint8Array(await response.arrayBuffer())] : null;
    })).catch(function () { return []; });
    var snapshot = null;
    if (trimmed) {
      snapshot = snapshotBytes(new URL(site.snapshot, indexURL).href, build).catch(function (error) {
        console.warn("Tabletop Tutor: starting Python without its snapshot:", error);
        return null;
      });
    }
    try {
      zip = await zip;
      if (snapshot) { snapshot = await snapshot; }
      if (trimmed && !snapshot) {  // no snapshot after all: Python imports everything from the full zips
        stdlib = "python_stdlib.zip";
        zip = await zipBytes(site.zip);
      }
    } catch (error) {
      console.warn("Tabletop Tutor: no package zip, Pyodide loads the wheels:", error);
      return result;
    }
    result.stdLibURL = new URL(stdlib, indexURL).href;
    usingZip = true;
    result.packages = [];
    games = snapshot ? await games : [];
    result.fsInit = async function (FS) {
      var folder = site.path.slice(0, site.path.lastIndexOf("/"));
      FS.mkdirTree(folder);
      FS.writeFile(site.path, zip);
      FS.writeFile(site.pth, site.path + "\n");
      games.forEach(function (game) { if (game) { FS.writeFile(folder + "/" + game[0], game[1]); } });
    };
    if (snapshot) {
      result._loadSnapshot = snapshot;
      result._snapshotDeserializer = deserialize;
    }
    root.ttMark(snapshot ? "pyodide-snapshot-fetched" : "pyodide-zip-fetched");
    return result;
  };

  root.ttAfterLoad = function (loaded) {
    pyodide = loaded;
    if (usingZip) {
      var lock = loaded._api.lockfile_packages || {};
      Object.keys(lock).forEach(function (key) {
        if (loaded.loadedPackages[lock[key].name] === undefined) {
          loaded.loadedPackages[lock[key].name] = "tabletop-tutor site zip";
        }
      });
    }
    root.ttMark("pyodide-loaded");
    // The files this worker fetched, for the page to hand to the site's service worker
    // (site/service-worker.js keeps them for the next pages).
    if (channel && root.performance && performance.getEntriesByType) {
      var urls = performance.getEntriesByType("resource").map(function (entry) { return entry.name; });
      urls.push(String(root.location.href));
      channel.postMessage({ name: "tt-resources", urls: urls });
    }
  };
})();

// Make the static site's Pyodide memory snapshot, in Node, at build time (see site/build.py).
//
//   node site/snapshot.mjs <spec.json>
//
// spec.json: {"pyodide": "<folder with pyodide.mjs and the site's lock>",
//             "zip": "<host path of the packages zip>", "path": "<its path in Pyodide>",
//             "pth": "<the .pth file naming it>", "python": "<code run before the snapshot>",
//             "out": "<snapshot file to write, gzipped>",
//             "trace": "<code run after it>" (optional: no snapshot; prints what it printed),
//             "core": {"<path in Pyodide>": "<host path>"} and "after": "<code>" (optional)}
//
// Python starts exactly as in the kernel's worker (site/kernel-worker.js): the packages zip
// written into the file system before Python starts, no wheel unpacked; then the kernel's
// imports run and the WebAssembly memory is saved. Objects of Pyodide's JavaScript API that
// Python holds are written as their names and looked up again by the worker.
//
// With "trace", the same start is followed by that code (site/build.py runs every page's cells
// there to learn which modules the pages import besides the snapshot's), and no snapshot is made.
// With "core", the files Python will find at run time (the zips trimmed to what the snapshot does
// not hold, site/build.py) replace the full ones before the snapshot, and "after" runs then. Free
// memory is zeroed before the snapshot is taken (zeroFreeMemory): it packs better.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const indexURL = path.resolve(spec.pyodide) + path.sep;
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const zip = readFileSync(spec.zip);
const started = performance.now();
const pyodide = await loadPyodide({
  indexURL,
  _makeSnapshot: !spec.trace,
  packages: [],
  stdout: spec.trace ? (line) => process.stdout.write(line + "\n") : () => {},
  stderr: (line) => console.error(line),
  fsInit: async (FS) => {
    FS.mkdirTree(spec.path.slice(0, spec.path.lastIndexOf("/")));
    FS.writeFile(spec.path, zip);
    FS.writeFile(spec.pth, spec.path + "\n");
  },
});
// Run as the worker runs its Python (runPythonAsync): its first call sets up asyncio, once.
await pyodide.runPythonAsync(spec.python);
if (spec.trace) {
  // As site/kernel-worker.js's ttAfterLoad: the lock's packages are there, in the zip.
  const lock = pyodide._api.lockfile_packages || {};
  for (const key of Object.keys(lock)) {
    if (pyodide.loadedPackages[lock[key].name] === undefined) { pyodide.loadedPackages[lock[key].name] = "site zip"; }
  }
  await pyodide.runPythonAsync(spec.trace);
  process.exit(0);
}
for (const [inside, host] of Object.entries(spec.core || {})) {
  pyodide.FS.writeFile(inside, readFileSync(host));
}
if (spec.after) {
  await pyodide.runPythonAsync(spec.after);
}

// Memory that malloc holds free still has what was there before (the zips' bytes as they were read,
// compiled code thrown away, ...), which gzip cannot pack: a snapshot with its free memory zeroed is
// 0.5 MB smaller gzipped (1.8 of 1.9 MB free, seen on Pyodide 0.29). Each free chunk is taken with
// calloc (which zeroes it), largest sizes first, until a size comes from new memory, then all are freed:
// nothing in use is touched, and the memory does not grow.
function zeroFreeMemory(module) {
  const calloc = module.___libc_calloc, free = module.___libc_free, sbrk = module._sbrk;
  if (!calloc || !free || !sbrk) {
    console.error("snapshot: this Pyodide exports no calloc/free/sbrk; free memory left as it is");
    return 0;
  }
  const heap = module.HEAPU8.length;
  const taken = [];
  let end = sbrk(0), zeroed = 0;
  for (let size = 1 << 16; size >= 16; size >>= 1) {
    for (;;) {
      const pointer = calloc(1, size);
      if (!pointer) { break; }
      taken.push(pointer);
      if (sbrk(0) > end) { end = sbrk(0); break; }  // past the free chunks of this size: new memory
      zeroed += size;
    }
  }
  taken.forEach((pointer) => free(pointer));
  if (module.HEAPU8.length !== heap) {
    console.error(`snapshot: zeroing free memory grew it from ${heap} to ${module.HEAPU8.length} bytes`);
  }
  return zeroed;
}
pyodide.runPython("import gc\ngc.collect()");
const zeroed = zeroFreeMemory(pyodide._module);

const roots = { py: pyodide, api: pyodide._api, ffi: pyodide.ffi };
const unnamed = [];
function serializer(value) {
  for (const [root, object] of Object.entries(roots)) {
    for (const key of Object.getOwnPropertyNames(object)) {
      try {
        if (object[key] === value) { return { root, key }; }
      } catch (error) { /* a getter that throws: not this one */ }
    }
  }
  let described;
  try { described = `${typeof value} ${String(value).slice(0, 80)}`; } catch (error) { described = typeof value; }
  unnamed.push(described);
  return null;
}
// Pyodide's snapshot expects its table of loaded packages to be empty (it is: nothing was
// loaded with loadPackage).
const snapshot = pyodide._api.makeSnapshot(serializer);
if (unnamed.length) {
  console.error(`snapshot: Python holds JavaScript objects that cannot be named: ${unnamed.join("; ")}`);
  process.exit(1);
}
const packed = gzipSync(snapshot, { level: 9 });
writeFileSync(spec.out, packed);
console.log(JSON.stringify({
  memory: snapshot.length, gzipped: packed.length, zeroed,
  seconds: Math.round(performance.now() - started) / 1000,
}));

// Start the built site's Python as its kernel worker does (the snapshot and the trimmed zips) in
// Node, then run the Python file given; for tests/site/test_more_python.py.
//
//   node tests/site/more_python.mjs <site folder> <python file>
//
// The full zips are "fetched" from the site folder by a stand-in XMLHttpRequest, which names each
// file it is asked for on stdout ("FETCHED <name>"). A file whose name TT_UNREACHABLE (a regular
// expression) matches fails as a request does offline ("UNREACHABLE <name>").
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

const [siteDir, code] = process.argv.slice(2);
const config = JSON.parse(readFileSync(path.join(siteDir, "jupyter-lite.json"), "utf8"))["jupyter-config-data"];
const site = config.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"].loadPyodideOptions.ttSite;
const indexURL = path.resolve(siteDir, "static", "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
globalThis.ttMoreURL = indexURL;
globalThis.XMLHttpRequest = class {
  open(method, url) { this.url = url; }
  send() {
    if (process.env.TT_UNREACHABLE && new RegExp(process.env.TT_UNREACHABLE).test(path.basename(this.url))) {
      console.log("UNREACHABLE " + path.basename(this.url));
      throw new Error("NetworkError: Failed to execute 'send' on 'XMLHttpRequest'");
    }
    console.log("FETCHED " + path.basename(this.url));
    this.status = 200;
    this.response = new Uint8Array(readFileSync(this.url)).buffer;
  }
};
let pyodide = null;
const named = (ref) => ({ py: pyodide, api: pyodide._api, ffi: pyodide.ffi })[ref.root][ref.key];
pyodide = await loadPyodide({
  indexURL,
  stdLibURL: indexURL + site.core.stdlib,
  _loadSnapshot: gunzipSync(readFileSync(indexURL + site.snapshot)),
  _snapshotDeserializer: (ref) => (...args) => named(ref)(...args),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
  fsInit: async (FS) => {
    FS.mkdirTree(site.path.slice(0, site.path.lastIndexOf("/")));
    FS.writeFile(site.path, readFileSync(indexURL + site.core.zip));
    FS.writeFile(site.pth, site.path + "\n");
  },
});
// As site/kernel-worker.js's ttAfterLoad: the lock's packages are there, in the zip.
const lock = pyodide._api.lockfile_packages || {};
for (const key of Object.keys(lock)) {
  if (pyodide.loadedPackages[lock[key].name] === undefined) { pyodide.loadedPackages[lock[key].name] = "site zip"; }
}
await pyodide.runPythonAsync(readFileSync(code, "utf8"));

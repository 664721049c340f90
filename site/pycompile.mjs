// Byte-compile the static site's Python archives with Pyodide itself, in Node (see pycompile.py).
//
//   node site/pycompile.mjs <pyodide folder> <jobs.json>
//
// jobs.json: {"root": "<host folder holding every archive>", "jobs": [[source, output, kind, prefix], ...]}
// with source and output relative to root. Pyodide's own Python (the one the browser runs)
// compiles, so the .pyc files match it exactly. Needs nothing but Node and the npm package's files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";

const [pyodideDir, jobsFile] = process.argv.slice(2);
if (!pyodideDir || !jobsFile) {
  console.error("usage: node site/pycompile.mjs <pyodide folder> <jobs.json>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const spec = JSON.parse(readFileSync(jobsFile, "utf8"));
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep, stdout: () => {}, stderr: console.error });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(spec.root) }, "/host");
const jobs = spec.jobs.map(([source, output, kind, prefix]) => ["/host/" + source, "/host/" + output, kind, prefix]);
pyodide.globals.set("JOBS", pyodide.toPy(jobs));
const here = path.dirname(fileURLToPath(import.meta.url));
pyodide.runPython(readFileSync(path.join(here, "pycompile.py"), "utf8"));
console.log(pyodide.globals.get("RESULT"));

// Node module hooks for the browser tests (registered by playwright.config.ts): content modules
// import pictures, as Vite does (`import logo from "./logo.svg"` gives its URL); the test runner
// gives such an import the file's name instead of failing, so tests can read any text module.
const asset = /\.(svg|png|jpe?g|webp|avif|woff2?)(\?url)?$/;

export async function resolve(specifier, context, nextResolve) {
  if (asset.test(specifier)) {
    const url = new URL(specifier.replace(/\?url$/, ""), context.parentURL).href;
    return { url: `${url}?asset`, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith("?asset")) {
    const name = new URL(url).pathname.split("/").at(-1);
    return {
      format: "module",
      source: `export default ${JSON.stringify(`/assets/${name}`)};`,
      shortCircuit: true,
    };
  }
  return nextLoad(url, context);
}

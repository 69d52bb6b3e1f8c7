// Starts or stops nginx (Debian's package) on loopback with the production configuration of
// deploy/nginx, over HTTPS: a throw-away certificate authority and a server certificate for
// 127.0.0.1 and localhost are made with openssl in a temporary folder at every start. Used by
// the gate when E2E_SERVER=nginx (CI sets it).
//   node scripts/nginx.mjs start [port]   → HTTPS on port (default 8089), the HTTP redirect on
//                                           port + 1; prints the base URL
//   node scripts/nginx.mjs stop
// Env: APP_UPSTREAM, the Node server nginx passes form posts and /staff to (127.0.0.1:3000);
// BUILD_DIR, the build it serves (default build); NGINX_RUN_DIR, its working folder (default
// <BUILD_DIR>/nginx-run), so a test can run a second nginx on a copy of the build.
// Writes <NGINX_RUN_DIR>/tls.json: { ca, cert } paths, for Playwright to trust this server only.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const [command = "start", portArg = process.env.NGINX_PORT ?? "8089"] = process.argv.slice(2);
const buildDirectory = resolve(process.env.BUILD_DIR ?? "build");
const dir = resolve(process.env.NGINX_RUN_DIR ?? join(buildDirectory, "nginx-run"));
const conf = `${dir}/nginx.conf`;
const tlsFile = `${dir}/tls.json`;
const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

function stop() {
  if (existsSync(`${dir}/nginx.pid`))
    execFileSync(nginx, ["-c", conf, "-s", "quit"], { stdio: "inherit" });
  if (existsSync(tlsFile)) {
    const { folder } = JSON.parse(readFileSync(tlsFile, "utf8"));
    rmSync(folder, { recursive: true, force: true });
    rmSync(tlsFile);
  }
}

/** A certificate authority and a server certificate signed by it, for 127.0.0.1 and localhost. */
function makeCertificates() {
  const folder = mkdtempSync(join(tmpdir(), "tsehay-tls-"));
  const openssl = (...args) => execFileSync("openssl", args, { cwd: folder, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Tsehay test CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl(
    "req",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    "server.key",
    "-out",
    "server.csr",
    "-subj",
    "/CN=localhost",
  );
  writeFileSync(
    join(folder, "server.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "server.pem",
    "-days",
    "2",
    "-extfile",
    "server.ext",
  );
  // nginx wants the chain: the server certificate, then the authority's.
  writeFileSync(
    join(folder, "chain.pem"),
    readFileSync(join(folder, "server.pem"), "utf8") + readFileSync(join(folder, "ca.pem"), "utf8"),
  );
  return folder;
}

if (command === "stop") {
  stop();
  process.exit(0);
}

stop();
const httpsPort = Number(portArg);
const httpPort = Number(process.env.NGINX_HTTP_PORT ?? httpsPort + 1);
const host = process.env.NGINX_HOST ?? "127.0.0.1";
mkdirSync(`${dir}/temp`, { recursive: true });
mkdirSync(`${dir}/acme/.well-known/acme-challenge`, { recursive: true });
const folder = makeCertificates();
writeFileSync(
  tlsFile,
  JSON.stringify({ folder, ca: join(folder, "ca.pem"), cert: join(folder, "server.pem") }),
);

const brotli = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const brotliStatic = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const values = {
  __SERVER_NAME__: "127.0.0.1 localhost",
  __HTTPS_PORT__: `${host}:${httpsPort}`,
  __HTTP_PORT__: `${host}:${httpPort}`,
  __HTTPS_SUFFIX__: httpsPort === 443 ? "" : `:${httpsPort}`,
  __UPSTREAM__: process.env.APP_UPSTREAM ?? "127.0.0.1:3000",
  __ROOT__: join(buildDirectory, "client"),
  __ACME_ROOT__: `${dir}/acme`,
  __CERT__: join(folder, "chain.pem"),
  __KEY__: join(folder, "server.key"),
  __CONF__: dir,
  __ACCESS_LOG__: join(dir, "access.log"),
};
for (const file of readdirSync("deploy/nginx")) {
  if (file === "brotli.conf" && !existsSync(brotli)) continue;
  if (file === "brotli-static.conf" && !existsSync(brotliStatic)) continue;
  // OCSP stapling needs a real certificate authority's responder.
  if (file === "ocsp-stapling.conf") continue;
  let text = readFileSync(`deploy/nginx/${file}`, "utf8");
  for (const [placeholder, value] of Object.entries(values))
    text = text.replaceAll(placeholder, value);
  writeFileSync(`${dir}/${file}`, text);
}
writeFileSync(
  conf,
  `${[brotli, brotliStatic]
    .filter((module) => existsSync(module))
    .map((module) => `load_module ${module};\n`)
    .join("")}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${join(buildDirectory, "server/csp-map.conf")};
    include ${dir}/site.conf;
}
`,
);
execFileSync(nginx, ["-t", "-q", "-c", conf], { stdio: "inherit" });
execFileSync(nginx, ["-c", conf], { stdio: "inherit" });
console.log(
  `nginx serving ${join(buildDirectory, "client")} at https://${host}:${httpsPort} (http://${host}:${httpPort} redirects), upstream ${values.__UPSTREAM__}`,
);

// Starts or stops nginx (Debian's package) on loopback, serving build/client with the production
// configuration of deploy/nginx. Used by the gate when E2E_SERVER=nginx (CI sets it).
//   node scripts/nginx.mjs start [port]   → prints the base URL
//   node scripts/nginx.mjs stop
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const [command = "start", port = process.env.NGINX_PORT ?? "8089"] = process.argv.slice(2);
const dir = resolve("build/nginx-run");
const conf = `${dir}/nginx.conf`;
const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

if (command === "stop") {
  if (existsSync(`${dir}/nginx.pid`))
    execFileSync(nginx, ["-c", conf, "-s", "quit"], { stdio: "inherit" });
  process.exit(0);
}

mkdirSync(`${dir}/temp`, { recursive: true });
const brotli = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
for (const file of readdirSync("deploy/nginx")) {
  if (file === "brotli.conf" && !existsSync(brotli)) continue;
  const text = readFileSync(`deploy/nginx/${file}`, "utf8")
    .replaceAll("__ROOT__", resolve("build/client"))
    .replaceAll("__PORT__", `127.0.0.1:${port}`)
    .replaceAll("__CONF__", dir);
  writeFileSync(`${dir}/${file}`, text);
}
writeFileSync(
  conf,
  `${existsSync(brotli) ? `load_module ${brotli};\n` : ""}worker_processes 1;
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
    include ${resolve("build/server/csp-map.conf")};
    include ${dir}/site.conf;
}
`,
);
execFileSync(nginx, ["-t", "-q", "-c", conf], { stdio: "inherit" });
execFileSync(nginx, ["-c", conf], { stdio: "inherit" });
console.log(`nginx serving build/client at http://127.0.0.1:${port}`);

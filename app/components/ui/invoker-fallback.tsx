/**
 * What browsers without invoker commands (before Chromium 135, Firefox 144, Safari 26) need for
 * the dialogs that `opensDialog` buttons and the mobile menu's button open: one click listener on
 * the document that does what a `button[commandfor]`'s `command` says (`show-modal`, `close`,
 * `request-close`), and, where `closedby` is unknown too, closes a `<dialog closedby="any">` on a
 * click on its backdrop (the click lands on the dialog itself, outside its box). It does nothing
 * where the browser does this itself. `showModal()` and `close()` give the rest: focus trap,
 * Escape, focus back to the opener. Decision 0021.
 */
const invokerFallbackScript = `((C,B)=>{if(C&&B)return;let D=document;D.addEventListener("click",e=>{let t=e.target,b=C?null:t.closest("button[commandfor]"),d=b&&D.getElementById(b.getAttribute("commandfor")),a=b&&b.getAttribute("command"),r;if(d&&d.showModal)a=="show-modal"?d.open||d.showModal():a=="close"?d.close():a=="request-close"&&(d.requestClose||d.close).call(d);else if(!B&&t.matches("dialog[closedby=any][open]")){r=t.getBoundingClientRect();(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)&&t.close()}})})("command"in HTMLButtonElement.prototype,!self.HTMLDialogElement||"closedBy"in HTMLDialogElement.prototype)`;

/**
 * The fallback as an inline script at the top of every public page's body (root.tsx): it runs as
 * the page is parsed, long before hydration (which waits for `load`), and its one listener serves
 * every page the visitor then opens inside the site, and the dialogs scripts open (the video, the
 * full report). Its hash joins each page's Content-Security-Policy (scripts/post-build.ts).
 *
 * Only the server's HTML carries it: a script React adds in the browser never runs, so the
 * browser's bundle leaves the text out and hydration keeps the element as the server sent it.
 */
export function InvokerFallback() {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? invokerFallbackScript : "" }}
      suppressHydrationWarning
    />
  );
}

/**
 * On a phone the staff menu is one row that scrolls sideways, and an administrator's pages at its
 * end (the access log, the security log, My account) were out of sight while open: the row is
 * scrolled to bring the current page's link to its middle as the page is read. From `sm` the row
 * wraps and does not scroll: nothing moves. Written into the page as it is (`String(…)`): it uses
 * only its argument and the browser's own objects.
 */
export function showCurrentPage(nav: Element | null): void {
  const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  const row = current?.closest("ul");
  if (!current || !row || row.scrollWidth <= row.clientWidth) return;
  const from = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
  row.scrollLeft += from - (row.clientWidth - current.offsetWidth) / 2;
}

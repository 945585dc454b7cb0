/**
 * A page-numbered list's answer as the data table's pagination, or none when it fits on one
 * page. `scrollTop` brings a full-page list back to its top after the page changes.
 */
export function tablePages(p: { page: number; totalPages: number } | null | undefined, onPageChange: (page: number) => void, opts: { scrollTop?: boolean } = {}) {
  if (!p || p.totalPages <= 1) return undefined;
  return {
    page: p.page,
    pageCount: p.totalPages,
    onPageChange: (page: number) => {
      onPageChange(page);
      if (opts.scrollTop) window.scrollTo({ top: 0 });
    },
  };
}

/**
 * A list page's URL state, shared by the lists that filter by one status and a name search
 * (campaigns, workflows): parsing it from the URL, writing it back, and the API's query under
 * the page numbers people use (offset paging).
 */
export type StatusListView<S extends string> = { status: S | ""; search: string; page: number };

export function statusListView<S extends string>(statuses: readonly S[], pageSize: number) {
  return {
    pageSize,
    parse(params: URLSearchParams): StatusListView<S> {
      const status = params.get("status") ?? "";
      const page = Number(params.get("page"));
      return {
        status: (statuses as readonly string[]).includes(status) ? (status as S) : "",
        search: (params.get("search") ?? "").trim().slice(0, 200),
        page: Number.isInteger(page) && page > 1 ? page : 1,
      };
    },
    params(v: StatusListView<S>): URLSearchParams {
      const p = new URLSearchParams();
      if (v.status) p.set("status", v.status);
      if (v.search) p.set("search", v.search);
      if (v.page > 1) p.set("page", String(v.page));
      return p;
    },
    query(v: StatusListView<S>, size = pageSize): string {
      const p = new URLSearchParams({ limit: String(size), offset: String((v.page - 1) * size) });
      if (v.status) p.set("status", v.status);
      if (v.search) p.set("search", v.search);
      return p.toString();
    },
  };
}

export type StatusList<S extends string> = ReturnType<typeof statusListView<S>>;

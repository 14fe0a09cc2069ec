import { ACTIVITY_PAGE_SIZE } from "@hpm/contracts";
import type { ActivityQuery } from "@hpm/contracts/schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** The log's filters as the address bar keeps them: dates are the person's own calendar days (YYYY-MM-DD). */
export interface ActivityFilters {
  person: string;
  pageName: string;
  item: string;
  from: string;
  to: string;
  page: number;
}

export const FILTER_NAMES = ["person", "pageName", "item", "from", "to"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFrom(searchStr: string): ActivityFilters {
  const params = new URLSearchParams(searchStr);
  const text = (name: string) => params.get(name)?.replace(/^"(.*)"$/, "$1") ?? "";
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : "");
  const page = Number(text("page"));
  return {
    person: text("person"),
    pageName: text("pageName"),
    item: text("item"),
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchOf(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set("page", String(filters.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The start of a local calendar day, as the instant the API compares with. */
function startOfDay(day: string, plusDays = 0): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

export function apiQueryOf(filters: ActivityFilters): ActivityQuery {
  const query: ActivityQuery = { page: String(filters.page), pageSize: String(ACTIVITY_PAGE_SIZE) };
  if (filters.person) query.person = filters.person;
  if (filters.pageName) query.pageName = filters.pageName;
  if (filters.item) query.item = filters.item;
  if (filters.from) query.from = startOfDay(filters.from);
  // through the end of the chosen day
  if (filters.to) query.to = startOfDay(filters.to, 1);
  return query;
}

export const activityQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: ["activity", filters],
    queryFn: () => api.call("listActivity", { query: apiQueryOf(filters) }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useActivity = (filters: ActivityFilters) => useQuery(activityQueryOptions(filters));

import { queryOptions } from "@tanstack/react-query";
import { loadGazetteer } from "./gazetteer";

export const gazetteerQueryOptions = () =>
  queryOptions({
    queryKey: ["agents", "gazetteer"],
    queryFn: loadGazetteer,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

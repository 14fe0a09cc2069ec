import { useEffect, useState } from "react";

/** True once the element comes within `margin` of the viewport: heavy parts (the map) load only then. */
export function useNearViewport<T extends Element>(margin = "300px") {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near] as const;
}

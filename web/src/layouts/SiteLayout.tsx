import { Outlet } from "@tanstack/react-router";
import { type ReactNode, Suspense } from "react";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";

export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{children}</Suspense>
      </main>
      <Footer />
    </>
  );
}

export function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

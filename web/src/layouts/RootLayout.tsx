import { Outlet } from "@tanstack/react-router";
import { Suspense } from "react";
import { SiteNotice } from "../components/SiteNotice";
import { Toaster } from "../components/Toaster";
import { OfflineBar } from "../offline/OfflineBar";

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteNotice />
      <OfflineBar />
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}

import { Suspense, useState } from "react";
import { lazyWhenOnline } from "../../lib/chunk";
import { useAuth } from "../auth/use-auth";

const BillPay = lazyWhenOnline(() => import("./BillPay"));

// The pay-your-bill strip of Home and the disclosure page: signed-in users look an account up, anyone can quick-pay.
export function PayStrip() {
  const { user } = useAuth();
  const [mode, setMode] = useState<"account" | "quick" | null>(null);
  return (
    <section className="pay-strip" aria-labelledby="pay-heading">
      <div className="container pay-inner">
        <h2 id="pay-heading">Pay your bill</h2>
        <p>Use your account number to pay online, any time.</p>
        <div className="banner-actions">
          <button type="button" className="btn" onClick={() => setMode(user ? "account" : "quick")}>
            PAY MY BILL
          </button>
          <button type="button" className="btn btn-light" onClick={() => setMode("quick")}>
            QUICK PAY
          </button>
        </div>
      </div>
      {mode && (
        <Suspense fallback={null}>
          <BillPay mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </section>
  );
}

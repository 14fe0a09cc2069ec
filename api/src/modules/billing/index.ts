import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { BillingSystem, PaymentPortal } from "./billing.gateway";
import billingRoutes from "./billing.routes";
import { createBillingService } from "./billing.service";
import { createSandboxBillingSystem } from "./sandbox-billing";
import { createSandboxPaymentPortal } from "./sandbox-portal";

/** The billing module: the billing system, the payment portal and the service over both, built once here, and its routes. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // The real billing system and portal plug in here (docs/billing.md); the sandbox is the default.
    const system: BillingSystem = createSandboxBillingSystem();
    const sandboxPortal = createSandboxPaymentPortal(app.db);
    const portal: PaymentPortal = sandboxPortal;
    const billing = createBillingService(system, portal, config.billing.redirectUrl);
    await app.register(billingRoutes, { config, billing, sandboxPortal });
  },
  { name: "billing", dependencies: ["db"] },
);

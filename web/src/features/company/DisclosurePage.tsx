import { TopBanner } from "../../content/TopBanner";
import { PayStrip } from "../payment/PayStrip";
import "../products/products.css";
import { Accordion, type AccordionItem } from "./Accordion";
import "./company.css";

const byTitle = (items: Omit<AccordionItem, "id">[]): AccordionItem[] => items.map((item) => ({ ...item, id: item.title }));

const AUTO = byTitle([
  {
    title: "Required liability coverage",
    body: (
      <p>
        Colorado law requires every auto policy to include bodily injury liability of at least $25,000 per person and $50,000 per
        accident, and property damage liability of at least $15,000 per accident.
      </p>
    ),
  },
  {
    title: "Other coverages",
    body: (
      <ul>
        <li>
          <strong>Uninsured/underinsured motorist:</strong> included at your liability limits unless you reject it in writing.
        </li>
        <li>
          <strong>Collision and comprehensive:</strong> optional coverage for damage to your own vehicle.
        </li>
        <li>
          <strong>Medical payments:</strong> $5,000 of coverage is included unless you reject it in writing.
        </li>
        <li>
          <strong>Uninsured motorist property damage:</strong> optional coverage for damage caused by an uninsured driver.
        </li>
      </ul>
    ),
  },
  {
    title: "Cancellation, nonrenewal and premium increase",
    body: (
      <p>
        During the first 59 days of a new policy we may cancel it for any lawful reason. After that, a policy may be cancelled
        only for the reasons the law allows, such as nonpayment of premium or suspension of a driver's license, and we will give
        you written notice before cancellation, nonrenewal or a premium increase.
      </p>
    ),
  },
]);

const PROPERTY = byTitle([
  {
    title: "Summary of coverage: homeowners property",
    body: (
      <p>
        Your homeowners policy covers your dwelling, other structures, personal property and loss of use for the perils named in
        the policy, and includes personal liability and medical payments to others. Read your declarations page for your limits
        and deductibles.
      </p>
    ),
  },
  {
    title: "Summary of coverage: condominium unit owners",
    body: (
      <p>
        A condominium policy covers the parts of your unit and your personal property that the association's master policy does
        not, along with loss assessments, loss of use and personal liability.
      </p>
    ),
  },
  {
    title: "Summary of coverage: renters",
    body: (
      <p>
        A renters policy covers your personal property, additional living expenses if your rental becomes uninhabitable, and
        personal liability. It does not cover the building itself, which is the landlord's responsibility.
      </p>
    ),
  },
]);

export default function DisclosurePage() {
  return (
    <>
      <TopBanner pageName="Disclosure" />
      <PayStrip />
      <section className="container page-section" aria-labelledby="disclosure-auto">
        <h2 id="disclosure-auto">Colorado private passenger auto</h2>
        <Accordion items={AUTO} />
      </section>
      <section className="container page-section" aria-labelledby="disclosure-property">
        <h2 id="disclosure-property">Property, condominium and renters policies</h2>
        <Accordion items={PROPERTY} firstOpen={false} />
        <p className="hint">These summaries do not replace your policy. Your policy's terms, limits and exclusions apply.</p>
      </section>
    </>
  );
}

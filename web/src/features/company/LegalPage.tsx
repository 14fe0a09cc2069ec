import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { Accordion } from "./Accordion";
import { items } from "./content";
import { EditableSection } from "./EditableSection";
import { Lines } from "./Lines";
import "./company.css";

export function LegalPage({ pageName, heading }: { pageName: string; heading: string }) {
  const sections = items(useSection(pageName, "Section_2"), "list");
  return (
    <>
      <TopBanner pageName={pageName} />
      <EditableSection live pageName={pageName} section="Section_2" labelledBy="legal-heading">
        <h2 id="legal-heading">{heading}</h2>
        <Accordion
          items={sections.map((s) => ({
            id: s.id,
            title: s.title ?? "",
            body: (
              <>
                <p>
                  <Lines text={s.description ?? ""} />
                </p>
                {s.example && (
                  <p className="example">
                    <Lines text={s.example} />
                  </p>
                )}
              </>
            ),
          }))}
        />
      </EditableSection>
    </>
  );
}

export const TermsPage = () => <LegalPage pageName="TermsConditions" heading="Terms of use" />;
export const PrivacyPage = () => <LegalPage pageName="PrivacyPolicy" heading="Our privacy notice" />;

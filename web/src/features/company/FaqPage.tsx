import { faqAnchor } from "@hpm/contracts";
import { FAQ_PAGE } from "@hpm/contracts/pages/faq";
import { useLocation } from "@tanstack/react-router";
import { SmartLink } from "../../components/SmartLink";
import { useSection } from "../../content/hooks";
import { TopBanner } from "../../content/TopBanner";
import { Accordion } from "./Accordion";
import { items } from "./content";
import { EditableSection } from "./EditableSection";
import { Lines } from "./Lines";
import "./company.css";

export default function FaqPage() {
  const questions = items(useSection(FAQ_PAGE, "Section_2"), "list");
  // a search result leads to its question: /360/faq#question-…
  const hash = useLocation({ select: (l) => l.hash });
  return (
    <>
      <TopBanner pageName={FAQ_PAGE} />
      <EditableSection live pageName={FAQ_PAGE} section="Section_2" labelledBy="faq-heading">
        <h2 id="faq-heading">Questions and answers</h2>
        <Accordion
          numbered
          openAnchor={hash}
          items={questions.map((q) => ({
            id: q.id,
            anchor: faqAnchor(q.id),
            title: q.title ?? "",
            body: (
              <>
                <p>
                  <Lines text={q.description ?? ""} />
                </p>
                {q.buttonTitle && q.buttonLink && (
                  <p>
                    <SmartLink href={q.buttonLink} className="btn">
                      {q.buttonTitle}
                    </SmartLink>
                  </p>
                )}
                {q.linkTitle && q.link && (
                  <p>
                    {q.linkLabel} <SmartLink href={q.link}>{q.linkTitle}</SmartLink>
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

import { type FieldValue, footerNavigationSection, footerSection6, HOME_PAGE, type SectionContent } from "@hpm/contracts";
import { useSection } from "../content/hooks";
import { Pencil } from "../content/Pencil";
import { Static } from "../lib/Static";
import { SmartLink } from "./SmartLink";

const LINK_COLUMNS = ["tools", "insurance", "other", "resources"] as const;

const SOCIAL: { name: string; label: string; path: string }[] = [
  {
    name: "facebookLink",
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z",
  },
  {
    name: "linkedinLink",
    label: "LinkedIn",
    path: "M5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h4v12H3zM10 9h4v1.7c.6-1 1.9-2 3.8-2 3.2 0 4.2 2 4.2 5.3V21h-4v-6c0-1.5-.3-2.6-1.8-2.6S14 13.6 14 15v6h-4z",
  },
  { name: "twitterLink", label: "X (Twitter)", path: "M4 3h4.5l4 5.6L17.3 3H20l-6.2 7.2L21 21h-4.5l-4.4-6.1L6.8 21H4l6.8-7.9z" },
  {
    name: "instagramLink",
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  },
];

function columnFields(group: string) {
  return footerNavigationSection.fields.find((f) => f.name === group)?.fields ?? [];
}

export function Footer() {
  const nav = useSection(HOME_PAGE, footerNavigationSection.section);
  const s6 = useSection(HOME_PAGE, footerSection6.section);
  const v = (content: SectionContent, name: string) => (content[name] as FieldValue | undefined) ?? { value: "" };
  const contact = nav.contact as SectionContent;
  const phone = v(contact, "phone");

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-pencil">
          <Pencil pageName={HOME_PAGE} section={footerNavigationSection.section} />
        </div>
        <Static>
          <div className="footer-columns">
            {LINK_COLUMNS.map((group) => {
              const content = nav[group] as SectionContent;
              return (
                <div className="footer-col" key={group}>
                  <h2>{v(content, "title").value}</h2>
                  <ul>
                    {columnFields(group)
                      .filter((f) => f.kind === "link")
                      .map((f) => {
                        const link = v(content, f.name);
                        return link.value ? (
                          <li key={f.name}>
                            <SmartLink href={link.link}>{link.value}</SmartLink>
                          </li>
                        ) : null;
                      })}
                  </ul>
                </div>
              );
            })}
            <div className="footer-col">
              <h2>{v(contact, "doYouHaveQuestions").value}</h2>
              <ul>
                <li>
                  <SmartLink href={v(contact, "contact").link}>{v(contact, "contact").value}</SmartLink>
                </li>
                <li>
                  <SmartLink href={phone.link || `tel:${phone.value.replace(/[^0-9+]/g, "")}`}>{phone.value}</SmartLink>
                </li>
              </ul>
            </div>
          </div>
        </Static>
        <div className="footer-bottom">
          <div className="footer-pencil">
            <Pencil pageName={HOME_PAGE} section={footerSection6.section} />
          </div>
          <Static>
            <p className="footer-description">{v(s6, "footerDescription").value}</p>
            <ul className="social">
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <SmartLink href={v(s6, s.name).value} aria-label={s.label}>
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d={s.path} />
                    </svg>
                  </SmartLink>
                </li>
              ))}
            </ul>
            <ul className="legal">
              <li>
                <SmartLink href={v(s6, "termLink").value}>{v(s6, "termTitle").value}</SmartLink>
              </li>
              <li>
                <SmartLink href={v(s6, "policyLink").value}>{v(s6, "policyTitle").value}</SmartLink>
              </li>
              <li>
                <SmartLink href={v(s6, "disclosureLink").value}>{v(s6, "disclosureTitle").value}</SmartLink>
              </li>
            </ul>
            <p className="copyright">{v(s6, "copyright").value}</p>
          </Static>
        </div>
      </div>
    </footer>
  );
}

import { type FieldValue, footerNavigationSection, HOME_PAGE, type SectionContent } from "@hpm/contracts";
import { useSection } from "../content/hooks";
import { SimplePage } from "./SimplePage";

export default function UnderMaintenancePage() {
  const nav = useSection(HOME_PAGE, footerNavigationSection.section);
  const content = (nav.maintenance as SectionContent).maintenanceContent as FieldValue;
  return (
    <SimplePage title="Under maintenance">
      <p className="lead notice-box">{content.value}</p>
    </SimplePage>
  );
}

import FormAdminPencils from "../features/forms/admin/FormAdminPencils";
import { PlaceholderPage } from "./PlaceholderPage";

export default function StartQuotePlaceholderPage() {
  return (
    <>
      <PlaceholderPage
        pageName="StartAQuote"
        text="The online quote request form is coming soon. In the meantime, a local agent can quote you by phone."
      />
      <div className="container">
        <FormAdminPencils pageName="StartAQuote" />
      </div>
    </>
  );
}

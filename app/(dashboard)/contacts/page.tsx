import type { Metadata } from "next";
import { ContactsView } from "@/components/contacts/list/contacts-view";

export const metadata: Metadata = { title: "Contacts" };

// Dashboard pages render per request (the layout reads the session), so the view's
// useSearchParams needs no Suspense boundary; without one the page hydrates in one pass,
// with the same data the sidebar's queries see.
export default function ContactsPage() {
  return <ContactsView />;
}

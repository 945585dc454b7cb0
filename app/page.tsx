import { redirect } from "next/navigation";

// The inbox is home; the dashboard layout sends signed-out visitors to /login (or /setup).
export default function Home() {
  redirect("/inbox");
}

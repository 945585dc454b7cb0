import { toast } from "sonner";
import { ApiError, errorMessage } from "@/lib/client/api";

/** The server refused a send because the channel's messaging window has closed (409 window_closed). */
export const windowClosed = (err: unknown) => err instanceof ApiError && err.status === 409 && err.details.reason === "window_closed";

/** A refused send as a toast with the server's own message (409 window_closed and the rest). */
export function sendFailedToast(err: unknown) {
  toast.error(windowClosed(err) ? "The messaging window is closed" : "Could not send the message", { description: errorMessage(err) });
}

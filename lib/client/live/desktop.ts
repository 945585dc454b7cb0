import type { Alert } from "./alerts";

/** The browser's answer about desktop notifications, or "unsupported" where there is no Notification API. */
export type NotificationPermissionState = NotificationPermission | "unsupported";

export function notificationPermission(): NotificationPermissionState {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

/** Asks the browser; only ever called from a click (browsers ignore or penalise asking unprompted). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (notificationPermission() === "unsupported") return "unsupported";
  return Notification.requestPermission();
}

/** Shows the alert when allowed; a click brings the tab forward and runs `onClick`. Returns whether it showed. */
export function showDesktopNotification(alert: Alert, onClick: () => void): boolean {
  if (notificationPermission() !== "granted") return false;
  try {
    const n = new Notification(alert.title, { body: alert.body, tag: alert.tag });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
    return true;
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the sound and the title still tell.
    return false;
  }
}

let audio: AudioContext | null = null;

/** A short two-tone chime through WebAudio (no file to load); silent where audio is not allowed yet. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
    const start = audio.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + i * 0.12;
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.2);
    }
  } catch {
    // No audio output, or the browser refused: the notification itself still shows.
  }
}

import { h, icon } from "./dom";
import { CSS } from "./styles";
import type { Config, Message } from "./types";

export interface ViewEvents {
  open(): void;
  send(text: string, file: File | null): void;
  form(values: { name: string; email?: string; phone?: string }): void;
  typing(): void;
  /** A tapped answer of a message's choices. */
  choose(choice: { id: string; title: string }): void;
}

/** The widget's DOM in a shadow root: launcher, panel, messages, pre-chat form and composer. */
export class View {
  readonly root: ShadowRoot;
  private readonly panel: HTMLElement;
  private readonly launcher: HTMLButtonElement;
  private readonly badge: HTMLElement;
  private readonly log: HTMLElement;
  private readonly typingEl: HTMLElement;
  private readonly formBox: HTMLElement;
  private readonly composer: HTMLFormElement;
  private readonly input: HTMLTextAreaElement;
  private readonly chip: HTMLElement;
  private readonly live: HTMLElement;
  private file: File | null = null;
  private rendered = new Map<string, HTMLElement>();
  private typingTimer = 0;
  unread = 0;

  constructor(
    host: HTMLElement,
    private readonly cfg: Config,
    private readonly on: ViewEvents,
    private readonly base: string,
  ) {
    this.root = host.attachShadow({ mode: "open" });
    const style = h("style");
    style.textContent = CSS;
    const wrap = h("div", { class: `w ${cfg.position}`, part: "widget" });
    wrap.style.setProperty("--p", cfg.primaryColor);
    wrap.style.setProperty("--t", cfg.textColor);
    this.badge = h("span", { class: "badge", hidden: true, "aria-hidden": "true" });
    this.launcher = h("button", { class: "launch", type: "button", "aria-label": `Chat with ${cfg.name}`, "aria-expanded": "false", onclick: () => this.toggle() }, icon("chat"), this.badge);
    this.log = h("div", { class: "log", role: "log", "aria-label": "Messages" });
    this.typingEl = h("div", { class: "typing", hidden: true }, `${cfg.name} is typing…`);
    this.live = h("div", { class: "sr", "aria-live": "polite" });
    this.formBox = this.buildForm();
    this.chip = h("div", { class: "chip", hidden: true });
    this.input = h("textarea", { rows: "1", placeholder: "Write a message…", "aria-label": "Message", maxlength: "2000" });
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        this.composer.requestSubmit();
      }
    });
    this.input.addEventListener("input", () => this.on.typing());
    const picker = h("input", { type: "file", accept: cfg.files.mimeTypes.join(","), hidden: true, "aria-hidden": "true", tabindex: "-1" });
    picker.addEventListener("change", () => {
      this.setFile(picker.files?.[0] ?? null);
      picker.value = "";
    });
    const attach = h("button", { class: "icon", type: "button", "aria-label": "Attach a file", onclick: () => picker.click() }, icon("clip"));
    const sendBtn = h("button", { class: "icon send", type: "submit", "aria-label": "Send" }, icon("send"));
    this.composer = h("form", { class: "compose" }, picker, attach, this.input, sendBtn);
    this.composer.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (!text && !this.file) return;
      this.on.send(text, this.file);
      this.input.value = "";
      this.setFile(null);
    });
    const close = h("button", { class: "x", type: "button", "aria-label": "Close chat", onclick: () => this.toggle(false) }, icon("close"));
    const head = h("div", { class: "head" }, h("div", { style: "flex:1;min-width:0" }, h("h2", { id: "svc-title" }, cfg.name), h("p", { "data-availability": cfg.availability?.open === false ? "closed" : "open" }, cfg.availability?.text ?? "We usually reply in a few minutes")), close);
    this.panel = h("section", { class: "panel", role: "dialog", "aria-labelledby": "svc-title", hidden: true }, head, this.log, this.typingEl, this.formBox, this.chip, this.composer, this.live);
    this.panel.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
    });
    wrap.append(this.panel, this.launcher);
    this.root.append(style, wrap);
    if (cfg.greeting) this.log.append(h("div", { class: "m agent", "data-greeting": true }, cfg.greeting));
  }

  get isOpen() {
    return !this.panel.hidden;
  }

  /** Opens or closes the panel; `focus` false leaves the page's focus alone (the dashboard's preview). */
  toggle(open = !this.isOpen, focus = true) {
    this.panel.hidden = !open;
    this.launcher.setAttribute("aria-expanded", String(open));
    this.launcher.setAttribute("aria-label", open ? "Close chat" : `Chat with ${this.cfg.name}`);
    if (open) {
      this.unread = 0;
      this.updateBadge();
      this.on.open();
      this.scroll();
      if (focus) (this.formBox.hidden ? this.input : this.formBox.querySelector("input"))?.focus();
    } else if (focus) this.launcher.focus();
  }

  showForm(show: boolean) {
    this.formBox.hidden = !show;
    this.composer.hidden = show;
  }

  formError(message: string) {
    this.formBox.querySelector(".err")!.textContent = message;
  }

  setFile(file: File | null) {
    const max = this.cfg.files.maxBytes;
    if (file && !this.cfg.files.mimeTypes.includes(file.type)) return this.notice(`${file.name} can't be sent: use an image, a PDF or a text file.`);
    if (file && file.size > max) return this.notice(`${file.name} is larger than ${Math.round(max / 1048576)} MB.`);
    this.file = file;
    this.chip.hidden = !file;
    this.chip.replaceChildren();
    if (file) this.chip.append(h("span", {}, file.name), h("button", { class: "x", type: "button", "aria-label": `Remove ${file.name}`, style: "width:22px;height:22px", onclick: () => this.setFile(null) }, icon("close")));
  }

  notice(text: string) {
    this.log.append(h("div", { class: "meta", role: "status" }, text));
    this.scroll();
  }

  /** Adds or updates a message (by id; a pending copy by its client id). */
  upsert(m: Message, replaces?: string) {
    const byId = this.rendered.get(m.id);
    const temp = replaces ? this.rendered.get(replaces) : undefined;
    // The stream may have brought the message before the send's answer: drop the pending copy.
    if (byId && temp) {
      temp.remove();
      this.rendered.delete(replaces!);
    }
    const old = byId ?? temp;
    const el = h("div", { class: `m ${m.from}${m.pending ? " pending" : ""}${m.status === "failed" ? " failed" : ""}`, "data-id": m.id, "data-status": m.status });
    if (m.file) {
      const url = m.file.url.startsWith("/") ? this.base + m.file.url : m.file.url;
      if (m.file.mimeType.startsWith("image/") && !m.pending) el.append(h("img", { src: url, alt: m.file.name, loading: "lazy" }));
      else el.append(h("a", { href: m.pending ? "#" : url, target: "_blank", rel: "noopener noreferrer" }, `📎 ${m.file.name}`), m.text ? "\n" : "");
    }
    if (m.text) el.append(m.text);
    if (m.choices?.length) el.append(this.choicesOf(m.choices));
    if (old) {
      old.replaceWith(el);
      if (replaces) this.rendered.delete(replaces);
    } else {
      this.log.append(el);
      if (m.from === "agent") {
        this.live.textContent = `${this.cfg.name}: ${m.text ?? m.file?.name ?? ""}`;
        if (!this.isOpen) {
          this.unread++;
          this.updateBadge();
        }
      }
    }
    this.rendered.set(m.id, el);
    if (m.from === "agent") this.setTyping(false);
    this.scroll();
  }

  /** The answers under a question, one button each; after a tap the group is done (the first answer counts). */
  private choicesOf(choices: { id: string; title: string }[]): HTMLElement {
    const group = h("div", { class: "choices", role: "group", "aria-label": "Answers" });
    for (const c of choices) {
      group.append(
        h("button", {
          type: "button",
          class: "choice",
          onclick: () => {
            for (const b of group.querySelectorAll("button")) b.disabled = true;
            this.on.choose(c);
          },
        }, c.title),
      );
    }
    return group;
  }

  setTyping(on: boolean) {
    clearTimeout(this.typingTimer);
    this.typingEl.hidden = !on;
    if (on) this.typingTimer = window.setTimeout(() => (this.typingEl.hidden = true), 6000);
  }

  private updateBadge() {
    this.badge.hidden = !this.unread;
    this.badge.textContent = String(this.unread);
  }

  private scroll() {
    this.log.scrollTop = this.log.scrollHeight;
  }

  private buildForm(): HTMLElement {
    const mode = this.cfg.preChatForm;
    const name = h("input", { name: "name", autocomplete: "name", required: true });
    const second = mode === "name_phone" ? h("input", { name: "phone", type: "tel", autocomplete: "tel", required: true }) : h("input", { name: "email", type: "email", autocomplete: "email", required: true });
    const err = h("p", { class: "err", role: "alert" });
    const form = h(
      "form",
      { class: "form", hidden: true, novalidate: true },
      h("p", {}, "Before we start, tell us who you are."),
      h("label", {}, "Name", name),
      h("label", {}, mode === "name_phone" ? "Phone" : "Email", second),
      err,
      h("button", { class: "primary", type: "submit" }, "Start chat"),
    );
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      if (!name.value.trim()) return void (err.textContent = "Please enter your name.");
      if (!second.value.trim()) return void (err.textContent = `Please enter your ${second.name}.`);
      err.textContent = "";
      this.on.form({ name: name.value.trim(), [second.name]: second.value.trim() });
    });
    return form;
  }
}

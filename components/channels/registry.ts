// Every channel's dashboard parts, one line each: the ChannelUi of components/channels/<ch>/
// under the channel's key. Generic code reads them through ./lookup.ts, which also checks
// that every channel key (lib/channels/keys.ts) has its line here.
export { chatappUi as chatapp } from "./chatapp";
export { photoappUi as photoapp } from "./photoapp";
export { socialchatUi as socialchat } from "./socialchat";
export { botchatUi as botchat } from "./botchat";
export { webchatUi as webchat } from "./webchat";
export { smsUi as sms } from "./sms";
export { emailUi as email } from "./email";

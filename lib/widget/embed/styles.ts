/** The widget's stylesheet, inside its shadow root: the page's CSS cannot reach it, nor it the page. */
export const CSS = `
:host{all:initial}
[hidden]{display:none!important}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.w{letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-shadow:none;font-style:normal;font-weight:400;text-align:left;white-space:normal;visibility:visible;cursor:auto;direction:ltr;position:fixed;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;gap:12px;font-size:14px;line-height:1.4;color:#111827}
.w.right{right:20px;align-items:flex-end}.w.left{left:20px;align-items:flex-start}
button{font:inherit;cursor:pointer}
button:focus-visible,textarea:focus-visible,input:focus-visible{outline:2px solid var(--p);outline-offset:2px}
.launch{width:56px;height:56px;border-radius:50%;border:0;background:var(--p);color:var(--t);box-shadow:0 6px 20px rgba(0,0,0,.2);display:grid;place-items:center;position:relative}
.launch svg{width:26px;height:26px}
.badge{position:absolute;top:-2px;right:-2px;min-width:20px;height:20px;border-radius:10px;background:#dc2626;color:#fff;font-size:12px;font-weight:600;display:grid;place-items:center;padding:0 5px}
.panel{width:min(370px,calc(100vw - 40px));height:min(560px,calc(100vh - 110px));background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.22);display:flex;flex-direction:column;overflow:hidden}
.panel[hidden]{display:none}
.head{background:var(--p);color:var(--t);padding:14px 16px;display:flex;align-items:center;gap:10px}
.head h2{margin:0;font-size:16px;font-weight:600;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.head p{margin:2px 0 0;font-size:12px;opacity:.85}
.x{background:transparent;border:0;color:inherit;width:32px;height:32px;border-radius:8px;display:grid;place-items:center}
.x:hover{background:rgba(255,255,255,.15)}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#f9fafb}
.m{max-width:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;word-wrap:break-word;overflow-wrap:anywhere}
.m.agent{align-self:flex-start;background:#fff;border:1px solid #e5e7eb;border-bottom-left-radius:4px}
.m.visitor{align-self:flex-end;background:var(--p);color:var(--t);border-bottom-right-radius:4px}
.m.pending{opacity:.6}.m.failed{background:#fee2e2;color:#991b1b}
.m img{display:block;max-width:100%;max-height:220px;border-radius:8px;margin-bottom:4px}
.m a{color:inherit}
.choices{display:flex;flex-direction:column;gap:6px;margin-top:8px;white-space:normal}
.choice{text-align:left;background:#fff;border:1px solid #d1d5db;border-radius:10px;padding:7px 10px;font:inherit;color:#b45309;cursor:pointer}
.choice:hover:not(:disabled),.choice:focus-visible{border-color:var(--p);outline:2px solid var(--p);outline-offset:1px}
.choice:disabled{opacity:.55;cursor:default}
.meta{font-size:11px;color:#6b7280;align-self:flex-end;margin-top:-4px}
.typing{align-self:flex-start;font-size:12px;color:#6b7280;padding:0 4px}
.typing[hidden]{display:none}
.form{padding:16px;display:flex;flex-direction:column;gap:10px;border-top:1px solid #e5e7eb}
.form p{margin:0;color:#374151}
label{display:flex;flex-direction:column;gap:4px;font-size:12px;font-weight:600;color:#374151}
input,textarea{font:inherit;font-weight:400;color:#111827;border:1px solid #d1d5db;border-radius:10px;padding:8px 10px;background:#fff}
.err{color:#b91c1c;font-size:12px;min-height:0;margin:0}
.primary{background:var(--p);color:var(--t);border:0;border-radius:10px;padding:9px 14px;font-weight:600}
.primary:disabled{opacity:.5;cursor:default}
.compose{display:flex;align-items:flex-end;gap:6px;padding:10px;border-top:1px solid #e5e7eb;background:#fff}
.compose textarea{flex:1;resize:none;max-height:110px;min-height:38px}
.icon{background:transparent;border:0;width:38px;height:38px;border-radius:10px;display:grid;place-items:center;color:#4b5563}
.icon:hover{background:#f3f4f6}
.icon svg{width:20px;height:20px}
.send{background:var(--p);color:var(--t)}
.send:hover{background:var(--p);opacity:.9}
.chip{display:flex;align-items:center;gap:6px;font-size:12px;margin:0 10px;padding:4px 8px;background:#f3f4f6;border-radius:8px}
.chip[hidden]{display:none}
.chip span{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

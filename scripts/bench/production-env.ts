/**
 * Imported first by every benchmark: the servers and workers it starts run as production does.
 * The test servers check every emitted event against its schema (EVENT_PAYLOAD_CHECK=strict),
 * which reads back each transaction's outbox rows and parses them: a test's safety net, not
 * production's cost, and at campaign rates it was most of the status path's time.
 */
process.env.EVENT_PAYLOAD_CHECK = "off";
// The test servers also keep dispatched events an hour; production deletes each as it is dispatched.
process.env.EVENT_OUTBOX_RETAIN_MINUTES = "0";

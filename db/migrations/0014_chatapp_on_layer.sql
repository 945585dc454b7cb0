-- Chatapp is routed by routing_id (0013) like every channel on the layer; the phone-number index held the same thing twice.
DROP INDEX "channel_connections_chatapp_phone_key";
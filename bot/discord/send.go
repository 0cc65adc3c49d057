package discord

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
)

// Every body the adapter sends with content (messages, edits, interaction
// responses and follow-ups) carries allowed_mentions with an empty parse
// list, so that nothing in its text notifies anyone: not a member nicknamed
// @everyone, not a word like <@&123>. The bot notifies on purpose only the
// users a reply lists in Ping, by mentioning them at the end of the message
// and listing them in allowed_mentions.users. See docs/bot.md, "Mentions
// and names".

// allowedMentions is the allowed_mentions of a body that pings ping.
func allowedMentions(ping []string) *discordgo.MessageAllowedMentions {
	// Parse must be an empty list, not null: null would let Discord parse
	// everything.
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}, Users: pingIDs(ping)}
}

// pingIDs keeps the IDs that are snowflakes (digits), once each, at most
// 100 (Discord's limit).
func pingIDs(ping []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, id := range ping {
		if id == "" || seen[id] || strings.Trim(id, "0123456789") != "" || len(out) == 100 {
			continue
		}
		seen[id] = true
		out = append(out, id)
	}
	return out
}

// messageText is r's text within Discord's 2000 characters, with a last line
// mentioning the users r pings.
func messageText(r bot.Reply) string {
	ids := pingIDs(r.Ping)
	if len(ids) == 0 {
		return clip(r.Text)
	}
	var sb strings.Builder
	for i, id := range ids {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString("<@" + id + ">")
	}
	line := sb.String()
	text := r.Text
	if n := 2000 - utf8.RuneCountInString(line) - 1; utf8.RuneCountInString(text) > n {
		text = string([]rune(text)[:n-1]) + "…"
	}
	return text + "\n" + line
}

// attachment is one entry of a body's attachments: the file's index among
// the uploaded ones, its name and its description (discordgo's
// MessageAttachment has no description).
type attachment struct {
	ID          int    `json:"id"`
	Filename    string `json:"filename"`
	Description string `json:"description,omitempty"`
}

// request sends payload (a discordgo body) to endpoint, with fs attached
// and described: a multipart body whose payload_json lists the files in
// attachments (inside "data" for an interaction response). It returns
// Discord's answer.
func (a *Adapter) request(method, endpoint, bucket string, payload any, fs []bot.File) ([]byte, error) {
	body, err := json.Marshal(payload)
	if err != nil {
		return nil, err
	}
	var up []*discordgo.File
	var atts []attachment
	for _, f := range fs {
		if len(f.Data) > 10<<20 {
			continue
		}
		desc := f.Description
		if utf8.RuneCountInString(desc) > 1024 {
			desc = string([]rune(desc)[:1023]) + "…"
		}
		atts = append(atts, attachment{ID: len(up), Filename: f.Name, Description: desc})
		up = append(up, &discordgo.File{Name: f.Name, ContentType: f.ContentType, Reader: bytes.NewReader(f.Data)})
	}
	if len(up) == 0 {
		return a.s.RequestRaw(method, endpoint, "application/json", body, bucket, 0)
	}
	if body, err = withAttachments(body, atts); err != nil {
		return nil, err
	}
	ct, mp, err := discordgo.MultipartBodyWithJSON(json.RawMessage(body), up)
	if err != nil {
		return nil, err
	}
	return a.s.RequestRaw(method, endpoint, ct, mp, bucket, 0)
}

// withAttachments sets attachments in a JSON body, or in its "data" when it
// is an interaction response.
func withAttachments(body []byte, atts []attachment) ([]byte, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return nil, err
	}
	list, err := json.Marshal(atts)
	if err != nil {
		return nil, err
	}
	if data, ok := top["data"]; ok && string(data) != "null" {
		var d map[string]json.RawMessage
		if err := json.Unmarshal(data, &d); err != nil {
			return nil, err
		}
		d["attachments"] = list
		if top["data"], err = json.Marshal(d); err != nil {
			return nil, err
		}
	} else {
		top["attachments"] = list
	}
	return json.Marshal(top)
}

// respond answers an interaction (its callback).
func (a *Adapter) respond(i *discordgo.Interaction, resp *discordgo.InteractionResponse, fs []bot.File) error {
	ep := discordgo.EndpointInteractionResponse(i.ID, i.Token)
	_, err := a.request("POST", ep, ep, resp, fs)
	return err
}

// editResponse edits an interaction's response.
func (a *Adapter) editResponse(i *discordgo.Interaction, e *discordgo.WebhookEdit, fs []bot.File) error {
	ep := discordgo.EndpointWebhookMessage(i.AppID, i.Token, "@original")
	_, err := a.request("PATCH", ep, discordgo.EndpointWebhookToken("", ""), e, fs)
	return err
}

// followupCreate posts a follow-up message to an interaction.
func (a *Adapter) followupCreate(i *discordgo.Interaction, w *discordgo.WebhookParams, fs []bot.File) error {
	ep := discordgo.EndpointWebhookToken(i.AppID, i.Token)
	_, err := a.request("POST", ep+"?wait=true", ep+"?wait=true", w, fs)
	return err
}

// sendMessage posts a channel message and returns it; with a nonce when
// nonce is set (see Post).
func (a *Adapter) sendMessage(channel string, m *discordgo.MessageSend, fs []bot.File, nonce string) (*discordgo.Message, error) {
	ep := discordgo.EndpointChannelMessages(channel)
	var payload any = m
	if nonce != "" {
		payload = messageSend{MessageSend: m, Nonce: nonce, EnforceNonce: true}
	}
	resp, err := a.request("POST", ep, ep, payload, fs)
	if err != nil {
		return nil, err
	}
	var msg *discordgo.Message
	if err := json.Unmarshal(resp, &msg); err != nil {
		return nil, err
	}
	return msg, nil
}

// editMessage edits a channel message; new files replace its attachments.
func (a *Adapter) editMessage(e *discordgo.MessageEdit, fs []bot.File) error {
	_, err := a.request("PATCH", discordgo.EndpointChannelMessage(e.Channel, e.ID), discordgo.EndpointChannelMessage(e.Channel, ""), e, fs)
	return err
}

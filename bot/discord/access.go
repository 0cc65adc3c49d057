package discord

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
)

// Who may play from the Activity (docs/activity.md, "Who may play"): the
// Activity names its channel and server from the Embedded App SDK, which
// runs in the player's browser; the server believes neither, and lets a
// player in only when Discord says the channel is that server's and the
// player, a member of it, may see it and write in it.

// PlayPermissions are the permissions a player needs in a channel to play
// there from the Activity: see it and write in it, as in the chat.
const PlayPermissions = discordgo.PermissionViewChannel | discordgo.PermissionSendMessages

// ErrMayNotPlay is the class of MayPlay's refusals (errors.Is), as opposed
// to a check that could not be made.
var ErrMayNotPlay = errors.New("may not play here")

type refusal struct{ text string }

func (r refusal) Error() string        { return r.text }
func (r refusal) Is(target error) bool { return target == ErrMayNotPlay }

// Refused tells package web that the player is refused for good (not a
// check that failed): the page stops reconnecting.
func (r refusal) Refused() bool { return true }

// MayPlay returns nil when user may play in channel of guild from the
// Activity: the channel is guild's, and user is a member of guild with
// VIEW_CHANNEL and SEND_MESSAGES there, computed from the server's roles
// and the channel's overwrites (discordgo's UserChannelPermissions: the
// state cache, else REST reads of the channel, the server and the
// member). Otherwise its error is a sentence for the player: a refusal
// (ErrMayNotPlay), or the check failing.
func (a *Adapter) MayPlay(ctx context.Context, guild, channel, user string) error {
	if guild == "" {
		return refusal{"the Activity plays the games of a server's channels, not of direct messages"}
	}
	opt := discordgo.WithContext(ctx)
	ch, err := a.s.State.Channel(channel)
	if err != nil || ch == nil {
		ch, err = a.s.Channel(channel, opt)
	}
	if err != nil {
		if restCode(err) == discordgo.ErrCodeUnknownChannel || restCode(err) == discordgo.ErrCodeMissingAccess {
			return refusal{"wordbot cannot see this channel: its games are not played here"}
		}
		return fmt.Errorf("Discord did not say whether you may play in this channel (try again in a moment): %w", err)
	}
	if ch.GuildID != guild {
		return refusal{"this channel is not in the server the Activity was opened in"}
	}
	perms, err := a.s.UserChannelPermissions(user, channel, opt)
	if err != nil {
		if restCode(err) == discordgo.ErrCodeUnknownMember {
			return refusal{"you are not a member of this server"}
		}
		return fmt.Errorf("Discord did not say whether you may play in this channel (try again in a moment): %w", err)
	}
	if perms&PlayPermissions != PlayPermissions {
		return refusal{"you may not play in this channel: you cannot see it or write in it"}
	}
	return nil
}

// restCode is the JSON error code of Discord's answer err, 0 for another
// error.
func restCode(err error) int {
	var re *discordgo.RESTError
	if errors.As(err, &re) && re.Message != nil {
		return re.Message.Code
	}
	return 0
}

# wordbot in a container: a static binary on distroless, run as a non-root
# user, with its state (SQLite database, images) in the /data volume.
#
#   docker build -t wordbot .
#   docker run -d --name wordbot -e DISCORD_TOKEN=... -v wordbot-data:/data wordbot
#
# Configuration comes from the environment (DISCORD_TOKEN, WORDBOT_<SECTION>_<OPTION>,
# see config.yaml), or from a config.yaml mounted at /etc/wordbot/config.yaml.
# Without DISCORD_TOKEN the bot would run in the terminal and, with no input,
# stop at once: a container needs the token.

# Build stage: the Go toolchain; CGO_ENABLED=0 gives a static binary (the
# SQLite driver, modernc.org/sqlite, is pure Go).
FROM golang:1.26 AS build
WORKDIR /src
# Modules first, so that a source change does not download them again.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -buildvcs=false -ldflags="-s -w" \
        -o /out/wordbot ./cmd/wordbot \
    && mkdir -p /out/data /out/etc/wordbot

# Final stage: no shell, no package manager; CA certificates (for Discord's
# HTTPS and WebSocket) and time zones included. User nonroot is 65532:65532.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/wordbot /usr/local/bin/wordbot
# A named volume starts as a copy of this folder, owned by nonroot. A bind
# mount must be writable by uid 65532 (chown 65532:65532 DIR on the host).
COPY --from=build --chown=65532:65532 /out/data /data
COPY --from=build /out/etc/wordbot /etc/wordbot
USER 65532:65532
# The bot reads ./config.yaml when there is one: mount it here.
WORKDIR /etc/wordbot
ENV WORDBOT_DATA_DIR=/data
VOLUME ["/data"]
# Metrics and /healthz, when enabled with WORDBOT_METRICS_ADDR=:9090
# (off by default).
EXPOSE 9090
# On docker stop (SIGTERM) the bot saves its sessions and exits; give it time.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/wordbot"]
CMD ["bot"]

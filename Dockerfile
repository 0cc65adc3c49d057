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
# The build keeps its version and VCS revision (wordbot --version, the
# wordbot_build_info metric): the context includes .git (see .dockerignore)
# and they are read from it here and passed with -X, since the context
# lacks the files .dockerignore leaves out and Go's own stamping would mark
# every build modified. Without .git (a source tarball), pass them:
#   docker build --build-arg REVISION=$(git rev-parse HEAD) --build-arg VERSION=v1.2.0 .
ARG VERSION=""
ARG REVISION=""
RUN rev="${REVISION:-$(git rev-parse HEAD 2>/dev/null || true)}" \
    && ver="${VERSION:-$(git describe --tags --exact-match 2>/dev/null || true)}" \
    && CGO_ENABLED=0 GOOS=linux go build -trimpath -buildvcs=false \
        -ldflags="-s -w -X main.version=${ver} -X main.revision=${rev}" \
        -o /out/wordbot ./cmd/wordbot \
    && /out/wordbot --version \
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
# Metrics and /healthz on port 9090 inside the container (the binary's
# default is off; the image turns them on for its HEALTHCHECK). Nothing
# outside reaches them unless the port is published (-p 127.0.0.1:9090:9090).
# WORDBOT_METRICS_ADDR= (empty) turns them off, and the container then
# shows as unhealthy, the check saying why.
ENV WORDBOT_METRICS_ADDR=:9090
EXPOSE 9090
# The image has no shell: the check is wordbot itself, asking /healthz
# (exit 0 healthy, 1 not: the gateway down, or the database not taking a
# write, a full disk included). README, "Logs, metrics and health".
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["/usr/local/bin/wordbot", "healthcheck"]
# On docker stop (SIGTERM) the bot saves its sessions and exits; give it time.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/wordbot"]
CMD ["bot"]

// Package metrics counts what the bot does, for Prometheus, and answers
// health checks: a /metrics and a /healthz endpoint on an address of their
// own, off unless configured.
//
// A nil *Metrics is valid and records nothing, so the bot can call its
// methods whether or not metrics are on.
package metrics

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every metric name.
const Namespace = "wordbot"

// LatencyBuckets are the reply latency histogram's upper bounds in seconds,
// around Discord's 3-second limit for acknowledging an interaction.
var LatencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10}

// Metrics holds wordbot's metrics in a registry of its own (not Prometheus's
// global one), so that two instances, as in tests, do not share counts.
type Metrics struct {
	reg      *prometheus.Registry
	events   *prometheus.CounterVec
	replies  *prometheus.CounterVec
	errors   *prometheus.CounterVec
	sessions prometheus.Gauge
	latency  prometheus.Histogram
	queues   *prometheus.GaugeVec
	limited  prometheus.Counter
	reconn   prometheus.Counter
	dropped  *prometheus.CounterVec

	mu     sync.Mutex
	health func() error
}

// New returns Metrics with every series registered, plus the Go runtime and
// process collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		events: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "events_total",
			Help: "Events received, by kind (command, message, button, ...).",
		}, []string{"kind"}),
		replies: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "replies_total",
			Help: "Replies sent, by kind (message, ephemeral, edit, reaction, ...).",
		}, []string{"kind"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "errors_total",
			Help: "Errors, by kind (internal, discord, store, ...).",
		}, []string{"kind"}),
		sessions: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "sessions_active",
			Help: "Games running now, one per channel.",
		}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "reply_latency_seconds",
			Help:    "Time from an event's arrival to the bot's reply.",
			Buckets: LatencyBuckets,
		}),
		queues: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "queue_depth",
			Help: "Work waiting, by queue: events (being handled or queued), outbox (posts not yet accepted by Discord), store (changes waiting for a commit).",
		}, []string{"queue"}),
		limited: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: Namespace, Name: "discord_rate_limited_total",
			Help: "Discord answers with status 429 (rate limited).",
		}),
		reconn: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: Namespace, Name: "discord_reconnects_total",
			Help: "Gateway connections after the first (resumed or identified again).",
		}),
		dropped: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "posts_dropped_total",
			Help: "Durable posts (reports, moves) Discord refused for good and the outbox dropped, by reason (missing_access, unknown_channel, ...).",
		}, []string{"reason"}),
	}
	m.reg.MustRegister(m.events, m.replies, m.errors, m.sessions, m.latency, m.queues, m.limited, m.reconn, m.dropped,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Registry returns the registry holding m's metrics, to add more.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Event counts one event of the given kind. Kinds, like every label here,
// should come from a small fixed set (never a user or channel id).
func (m *Metrics) Event(kind string) {
	if m != nil {
		m.events.WithLabelValues(kind).Inc()
	}
}

// Reply counts one reply of the given kind.
func (m *Metrics) Reply(kind string) {
	if m != nil {
		m.replies.WithLabelValues(kind).Inc()
	}
}

// Error counts one error of the given kind.
func (m *Metrics) Error(kind string) {
	if m != nil {
		m.errors.WithLabelValues(kind).Inc()
	}
}

// SessionsActive sets the number of games running now.
func (m *Metrics) SessionsActive(n int) {
	if m != nil {
		m.sessions.Set(float64(n))
	}
}

// ReplyLatency records the time between an event and its reply.
func (m *Metrics) ReplyLatency(d time.Duration) {
	if m != nil {
		m.latency.Observe(d.Seconds())
	}
}

// QueueDepth sets the depth of a queue ("events", "outbox", "store").
func (m *Metrics) QueueDepth(queue string, n int) {
	if m != nil {
		m.queues.WithLabelValues(queue).Set(float64(n))
	}
}

// QueueFunc makes the depth of queue read from f at each scrape.
func (m *Metrics) QueueFunc(queue string, f func() int) {
	if m == nil {
		return
	}
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: Namespace, Name: "queue_depth_sampled",
		Help:        "Work waiting, sampled at each scrape, by queue (store: changes waiting for a commit).",
		ConstLabels: prometheus.Labels{"queue": queue},
	}, func() float64 { return float64(f()) }))
}

// BuildInfo sets the gauge wordbot_build_info{version,revision} to 1: which
// build is running (wordbot --version prints the same two values).
func (m *Metrics) BuildInfo(version, revision string) {
	if m == nil {
		return
	}
	g := prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: Namespace, Name: "build_info",
		Help: "Always 1; its labels name the running build: version (the module version, or (devel)) and revision (the VCS commit, or unknown).",
	}, []string{"version", "revision"})
	g.WithLabelValues(version, revision).Set(1)
	m.reg.MustRegister(g)
}

// RateLimited counts one answer with status 429 from Discord.
func (m *Metrics) RateLimited() {
	if m != nil {
		m.limited.Inc()
	}
}

// PostDropped counts one durable post dropped for reason (a short name
// from a fixed set, see bot.PermanentError).
func (m *Metrics) PostDropped(reason string) {
	if m != nil {
		m.dropped.WithLabelValues(reason).Inc()
	}
}

// Reconnected counts one gateway connection after the first.
func (m *Metrics) Reconnected() {
	if m != nil {
		m.reconn.Inc()
	}
}

// SetHealthCheck makes /healthz answer 503 with the error's text while f
// returns an error (say, while the Discord gateway is disconnected). With no
// check, /healthz answers 200 "ok" as long as the process serves it.
func (m *Metrics) SetHealthCheck(f func() error) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.health = f
}

// Handler serves /healthz and /metrics.
func (m *Metrics) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", m.healthz)
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg}))
	return mux
}

func (m *Metrics) healthz(w http.ResponseWriter, _ *http.Request) {
	m.mu.Lock()
	f := m.health
	m.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if f != nil {
		if err := f(); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(err.Error()))
			return
		}
	}
	w.Write([]byte("ok"))
}

// Serve serves Handler on addr (host:port, e.g. ":9090" or
// "127.0.0.1:9090") until ctx is cancelled, then shuts down and returns nil.
// An empty addr means metrics are off: Serve returns nil at once.
func (m *Metrics) Serve(ctx context.Context, addr string) error {
	if addr == "" {
		return nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return m.ServeListener(ctx, ln)
}

// ShutdownTimeout bounds how long Serve waits for requests in flight once
// its context is cancelled.
const ShutdownTimeout = 5 * time.Second

// ServeListener is Serve on a listener the caller opened; it closes ln.
func (m *Metrics) ServeListener(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           m.Handler(),
		ReadHeaderTimeout: 5 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	done := make(chan error, 1)
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), ShutdownTimeout)
		defer cancel()
		done <- srv.Shutdown(sctx)
	}()
	err := srv.Serve(ln)
	if !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return <-done
}

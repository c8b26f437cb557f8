-- wrk script for scripts/tools/bench.mjs: POST /api/contact/subscribe?type=Newsletter (the URL given to
-- wrk) with a new address on every request, counting the 200 answers.
--
--   wrk -t2 -c32 -d12s --latency -s scripts/tools/bench/subscribe.lua URL -- <writeSeconds>
--
-- wrk runs one Lua state per thread (plus one for setup/done): setup() numbers the threads,
-- each thread counts in its own globals, and done() adds them up with thread:get().
--
-- After <writeSeconds> (default: never) each connection stops sending once its answer is in, so that
-- no subscription is still in flight when wrk stops (wrk drops those unanswered, though the server
-- may still store them): run wrk a little longer than writeSeconds and every stored row was answered.
-- The rate is then counted over the time the writes took, not over wrk's whole run.

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"

-- A monotonic clock in seconds (LuaJIT's ffi); os.time() (whole seconds) where there is no ffi.
local now = os.time
local ok, ffi = pcall(require, "ffi")
if ok then
  ffi.cdef [[
    typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
    int clock_gettime(int clock_id, bench_timespec *tp);
  ]]
  local ts = ffi.new("bench_timespec")
  now = function()
    ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
    return tonumber(ts.tv_sec) + tonumber(ts.tv_nsec) / 1e9
  end
end

-- In the setup state: the threads, numbered from 1.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

-- In each thread's state: its counters, globals so that done() can read them.
accepted = 0     -- 200 answers
other = 0        -- any other status
started_at = 0   -- when the thread began
last_at = 0      -- when its last answer came
local write_seconds = math.huge
local counter = 0

function init(args)
  write_seconds = tonumber(args[1]) or math.huge
  math.randomseed(os.time() + (id or 0) * 7919)
  started_at = now()
end

function request()
  if now() - started_at >= write_seconds then
    return "" -- nothing more on this connection: it waits idle until wrk stops
  end
  counter = counter + 1
  local body = string.format('{"subscriberEmail":"bench-%d-%d-%d@example.com"}', id or 0, counter, math.random(1, 2147483646))
  return wrk.format(nil, nil, nil, body)
end

function response(status, headers, body)
  if status == 200 then
    accepted = accepted + 1
  else
    other = other + 1
  end
  last_at = now()
end

function done(summary, latency, requests)
  local total_accepted, total_other, first, last = 0, 0, math.huge, 0
  for _, thread in ipairs(threads) do
    total_accepted = total_accepted + thread:get("accepted")
    total_other = total_other + thread:get("other")
    first = math.min(first, thread:get("started_at"))
    last = math.max(last, thread:get("last_at"))
  end
  local seconds = last > first and (last - first) or 0
  -- One line that scripts/tools/bench.mjs reads.
  io.write(string.format('BENCH_RESULT {"accepted":%d,"other":%d,"seconds":%.6f,"threads":%d}\n',
    total_accepted, total_other, seconds, #threads))
end

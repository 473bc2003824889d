import { expect, test } from "../e2e/test";
import { INSTANCES, address, answeredBy, client, on, signedUpAccount } from "./cluster";

test("a session started on one instance works on every other, and ending it there ends it everywhere", async () => {
  const api = await client();
  const email = await signedUpAccount(api, "cluster-session");
  expect((await api.post("/api/logout", { headers: on(3) })).status()).toBe(200);
  for (const n of INSTANCES) expect((await api.get("/api/user", { headers: on(n) })).status()).toBe(401);

  const login = await api.post("/api/login", {
    data: { username: email, password: "secret1" },
    headers: on(1, address()),
  });
  expect(login.status(), await login.text()).toBe(200);
  expect(answeredBy(login)).toBe(1);

  // A setting written through instance 2 is what instances 3 and 1 read.
  const saved = await api.patch("/api/settings", { data: { saveConversations: false }, headers: on(2) });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const n of [3, 1]) {
    const user = await api.get("/api/user", { headers: on(n) });
    expect(answeredBy(user)).toBe(n);
    expect(await user.json()).toMatchObject({ email, saveConversations: false });
  }

  // Signed out everywhere through instance 3: no instance takes the cookie any more (a copy kept from before).
  const cookies = await api.storageState();
  expect((await api.post("/api/logout/everywhere", { headers: on(3) })).status()).toBe(200);
  const stale = await client(cookies);
  for (const n of INSTANCES) expect((await stale.get("/api/user", { headers: on(n) })).status()).toBe(401);
  await stale.dispose();
  await api.dispose();
});

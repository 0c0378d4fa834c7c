"""
Headless Chromium for the reading room's benchmark and browser tests: Debian's `chromium` and `chromedriver`
(`apt-get install chromium chromium-driver`), driven by selenium; nothing is downloaded.

    from eval.browser import headless_chromium

    with headless_chromium(width=400, height=800) as driver:
        driver.get("http://127.0.0.1:1416/ui/")
"""

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from typing import Any

#: Names the browser goes by, as Debian and others install it.
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
#: Headless, and nothing that reaches the network: the machines this runs on have a closed network.
CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
)


def chromium_paths() -> tuple[str | None, str | None]:
    """:returns: The paths of Chromium and of chromedriver, each None when not installed."""
    browser = next((found for name in CHROMIUM_NAMES if (found := shutil.which(name))), None)
    return browser, shutil.which("chromedriver")


def missing_chromium() -> str | None:
    """:returns: The reason a browser cannot be started (what to install), or None when it can."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if None in chromium_paths():
        return "no headless Chromium: apt-get install -y chromium chromium-driver (.ci/run installs them)"
    return None


@contextlib.contextmanager
def headless_chromium(width: int = 1280, height: int = 800) -> Iterator[Any]:
    """
    A selenium driver of headless Chromium with a fresh profile and a `width` x `height` viewport.

    :param width: Viewport width, in CSS pixels.
    :param height: Viewport height, in CSS pixels.
    :returns: The driver, quit (and its profile removed) when the block ends.
    :raises RuntimeError: Without Chromium, its driver or selenium (the message says which, and how to install it).
    """
    reason = missing_chromium()
    if reason:
        raise RuntimeError(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver_path = chromium_paths()
    profile = tempfile.mkdtemp(prefix="rulebook-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        # The viewport itself, whatever the window's frame takes.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)

"""
`InitParametersSerialization`: `to_dict`/`from_dict` from a component's init parameters, in Haystack's format.

Haystack's own components write `to_dict` out parameter by parameter. rulebook's components keep every init
parameter as an attribute of the same name, so one implementation serves them all: it reads the parameters from
`__init__`'s signature and hands their values to Haystack's `default_to_dict`, which serialises nested objects (a
document store, a `Secret`) by their own `to_dict`; `default_from_dict` reverses it, nested objects included.
"""

import inspect
from enum import Enum
from typing import Any

from haystack import default_from_dict, default_to_dict


class InitParametersSerialization:
    """
    Serialisation for a component whose init parameters are attributes of the same name.

    Usage example:
    ```python
    from haystack import component

    from rulebook.components.serialization import InitParametersSerialization


    @component
    class Shouter(InitParametersSerialization):
        def __init__(self, times: int = 2) -> None:
            self.times = times

        @component.output_types(text=str)
        def run(self, text: str) -> dict[str, str]:
            return {"text": text.upper() * self.times}


    data = Shouter(times=3).to_dict()  # {"type": "...Shouter", "init_parameters": {"times": 3}}
    assert Shouter.from_dict(data).times == 3
    ```
    """

    def to_dict(self) -> dict[str, Any]:
        """
        :returns: `{"type", "init_parameters"}`: each init parameter's current value (an enum by its value).
        :raises AttributeError: When an init parameter is not kept as an attribute of its name.
        """
        names = [name for name in inspect.signature(type(self).__init__).parameters if name != "self"]
        values = {name: getattr(self, name) for name in names}
        return default_to_dict(self, **{k: v.value if isinstance(v, Enum) else v for k, v in values.items()})

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Any:
        """:returns: The component built from `to_dict` output."""
        return default_from_dict(cls, data)
